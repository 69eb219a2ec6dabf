export * from './auth';
export * from './league';
export * from './waivers';
export * from './waitlist';
