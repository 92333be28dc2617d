export * from './actor.ts';
export * from './registration-policy.ts';
export * from './offer-policy.ts';
export * from './document-policy.ts';
export * from './company-data-policy.ts';
