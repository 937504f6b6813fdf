export { type LinkComponent, type LinkComponentProps, LinkComponentProvider, useLinkComponent } from './linkComponent';
export { TextLink, type TextLinkProps, textLinkTones, textLinkUnderlines, textLinkWeights } from './TextLink';
