/** What a person reads when the browser could not reach Rumbo (no connection, a chunk that did not load). */
export const offlineMessage = "No hay conexión. Revisa tu internet e inténtalo de nuevo.";
