import { createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { darkTokens } from './darkTokens';

/*
 * Dark is the default, so it sits on :root and even the page behind the app is themed.
 * Another theme is a `createTheme(vars, tokens)` class put on <body> or any subtree:
 * custom properties declared lower in the tree win over these.
 */
createGlobalTheme(':root', vars, darkTokens);

globalStyle(':root', { colorScheme: 'dark' });
