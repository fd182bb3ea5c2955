/**
 * The path of the call a restored session loads its profile with (`getUserById`, auth.contract.ts),
 * in a module without schemas, so the page can send that call before the contracts have loaded
 * (src/infrastructure/http/early-answer.ts).
 */
export const userByIdPath = '/users/get-by-id/{id}';
