/**
 * The two messages any page of the web client may show, in a module of their own: the bundler places
 * a whole module in the chunk of its first user, so the code every page loads would otherwise carry
 * the whole `messages` table (bench/bundle-size.ts).
 */
export const GENERIC_ERROR = "Une erreur s'est produite";
export const DOWNLOAD_FAILED = 'Erreur de téléchargement de fichier. Veuillez réessayer plus tard.';
export const NETWORK_ERROR = 'Le serveur est injoignable. Vérifiez votre connexion.';
