export { Button, type ButtonProps, type ButtonStyleProps, buttonSizes, buttonVariants } from './Button';
export { ButtonLink, type ButtonLinkProps } from './ButtonLink';
export { IconButton, type IconButtonProps, iconButtonSizes, iconButtonTones } from './IconButton';
