export * from './auth';
export * from './discounts';
export * from './gallery';
export * from './league';
export * from './registrations';
export * from './throttles';
export * from './waitlist';
export * from './waivers';
