/*
 * The page-wide styles: bundled fonts, the dark theme's values and the global reset.
 * Imported once by whatever renders the components (the app, Storybook, component tests).
 */
import '@fontsource-variable/fraunces/opsz.css';
import '@fontsource-variable/inter';
import './theme/darkTheme.css';
import './theme/global.css';
import './theme/insets.css';
