// The one door from the extension to the rules core: every other extension module imports the
// core through here, so a change of the core's public face touches one file.
export * from '../core/index';
