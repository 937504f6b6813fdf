import {
  type AnchorHTMLAttributes,
  type ComponentType,
  createContext,
  type ReactNode,
  type Ref,
  useContext,
} from 'react';

export type LinkComponentProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
};

/** Renders an in-app link. The app supplies its router's link; the default is a plain anchor. */
export type LinkComponent = ComponentType<LinkComponentProps>;

export const PlainAnchor: LinkComponent = (props) => <a {...props} />;

const LinkComponentContext = createContext<LinkComponent>(PlainAnchor);

/** Lets every link of the design system navigate with the app's router, which the UI never imports. */
export function LinkComponentProvider({ component, children }: { component: LinkComponent; children: ReactNode }) {
  return <LinkComponentContext value={component}>{children}</LinkComponentContext>;
}

export const useLinkComponent = () => useContext(LinkComponentContext);
