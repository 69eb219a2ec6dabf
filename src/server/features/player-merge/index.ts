// What other features use of player merge (decision 065: features meet through their index).
export { resolveMergedPlayerId } from './merges-list.service';
export { LIKELY_DUPLICATE_MIN_SCORE, type PersonForMatching, scorePair } from './duplicate-scoring';
