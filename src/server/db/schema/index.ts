export * from './auth';
export * from './league';
