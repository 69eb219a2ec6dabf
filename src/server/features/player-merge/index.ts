// What other features use of player merge (decision 065: features meet through their index).
export { resolveMergedPlayerId } from './merges-list.service';
export { LIKELY_DUPLICATE_MIN_SCORE, type PersonForMatching, scorePair } from './duplicate-scoring';
// The likeness of two names, for the imports' "did you mean" (decision 088).
export { editDistance, isTypo, normaliseName } from './duplicate-scoring';
