// The public face of the accounts module: what other modules may use (issue 30, decision 074).
export { createResetLink } from './passwordReset';
export { toProfile } from './profile';
export { type UserRow, withdrawRotation } from './sessions';
export { affiliateCodeFor } from './users';
