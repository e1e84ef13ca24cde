/** How the server names itself to clients (initialize) and in its server card. */
export const SERVER_NAME = 'acme-docs';
export const SERVER_NAME_TITLE = 'Acme developer docs';
export const SERVER_VERSION = '1.0.0';
