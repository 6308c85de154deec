// The public face of the admin-catalogue module: what other modules may use (issue 30, decision 074).
export { studioBySlug } from './studios';
export { checkProduct, checkReferences, videoColumns, writeRelations } from './videoRecords';
