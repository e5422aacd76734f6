/** argon2id, m = 19456 KiB, t = 2, p = 1. `algorithm: 2` is Algorithm.Argon2id (a const enum). No "server-only": the seed uses it. */
export const argon2Options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
