// What other features use of registrations (decision 065: features meet through their index).
export { queueRegistrationMail } from './registration-mail';
export { isLiveRegistrationStatus, listRegistrationsOfUser, registrationIdOf, toMyRegistration } from './registration-views';
