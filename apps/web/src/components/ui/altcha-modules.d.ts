// altcha's package.json points these at declaration files it does not ship; they only register strings.
declare module 'altcha/i18n/fr-fr';
declare module 'altcha/i18n/ar';
