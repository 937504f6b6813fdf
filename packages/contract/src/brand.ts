/** The product's name. Every screen, mail and log line that names the product reads it from here. */
export const BRAND_NAME = 'Kindred';
