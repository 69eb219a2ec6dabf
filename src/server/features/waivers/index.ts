// What other features use of waivers (decision 029, decision 065: features meet through their index).
export { unsignedRegistrations } from './unsigned-waivers';
export { findActiveWaiver } from './waivers.service';
