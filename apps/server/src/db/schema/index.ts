export * from './accounts';
export * from './catalog';
export * from './contact';
export * from './downloads';
export * from './festivals';
export * from './jobs';
export * from './operations';
export * from './payments';
