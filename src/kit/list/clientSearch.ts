/** The search rule of the lists the client pages, for a screen that filters rows it already holds. */
export { matchesSearch } from '../../dataProviders/core/clientSearch';
