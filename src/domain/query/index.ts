/** The pure document engine shared by every store (memory, local backend, test fakes). */
export * from './types';
export { StoreError, type StoreErrorCode } from './errors';
export { compareValues, valuesEqual, typeRank, isTimestamp } from './compare';
export { getField, splitFieldPath, isPlainObject } from './field-path';
export { parseDocPath, checkCollectionPath, newDocId, type DocPath } from './doc-path';
export { matchesWhere, matchesClause } from './match';
export { runQuery, validateQuery, effectiveOrder, inCollection } from './run-query';
export { applyWrite, cloneValue, type WriteMode } from './apply-write';
export { sameDoc, sameDocs } from './snapshots';
