/** apply-bundle lives in ./apply/; this module keeps the `services/apply.js` import path of its callers. */
export * from './apply/index.js';
