/**
 * The former label–value table: every key/value list is a `KeyValueList` now. Kept as its other name only for
 * the pages that still import it (account, profile, a request's answer), until they import `KeyValueList`.
 */
export { KeyValueList as FactsTable } from './key-value-list.tsx';
