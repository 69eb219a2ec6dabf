// What other features use of eligibility (decision 044, decision 065: features meet through their index).
export {
  assertEligible,
  createEligibilityException,
  eligibilityExceptionPlaces,
  findIneligibility,
  grantEligibilityException,
  listEligibilityExceptions,
  removeEligibilityException,
} from './eligibility.service';
