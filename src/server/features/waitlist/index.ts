// What other features use of the waitlist (decision 010, decision 065: features meet through their index).
export { hashInvitationToken } from './waitlist-invitations.service';
