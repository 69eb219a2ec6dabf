// What other features use of discount codes (decision 030, decision 065: features meet through their index).
export { countDiscountCodeUses } from './discount-code-views';
