import type { LinkComponent } from '@kindred/ui';
import { Link } from 'react-router-dom';

/** The design system's links, navigating inside the SPA instead of reloading the page. */
export const RouterLink: LinkComponent = ({ href, ...props }) => <Link to={href} {...props} />;
