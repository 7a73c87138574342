/** The command the CLI hands a server on the embedded database, so the live PGlite dumps itself (cli/admin-socket.ts). */
export const backupSocketCommand = 'database.backup';
