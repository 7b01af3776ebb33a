// Runs on the password threads (password-threads.ts): argon2 computed synchronously, on this
// low-priority thread rather than on libuv's shared pool.
import { hashSync, verifySync } from '@node-rs/argon2';

export function hash({ password, options }) {
  return hashSync(password, options);
}

export function verify({ passwordHash, password }) {
  try {
    return verifySync(passwordHash, password);
  } catch {
    // A malformed stored hash matches no password.
    return false;
  }
}
