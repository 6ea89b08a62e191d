// Fixed secrets: the lab is local-only, and its API tokens must be the same on every fresh database.
export default ({ env }) => ({
  auth: {
    secret: env('ADMIN_JWT_SECRET', 'lab-admin-jwt-secret'),
  },
  apiToken: {
    salt: env('API_TOKEN_SALT', 'lab-api-token-salt'),
  },
  transfer: {
    token: {
      salt: env('TRANSFER_TOKEN_SALT', 'lab-transfer-token-salt'),
    },
  },
  flags: {
    nps: false,
    promoteEE: false,
  },
});
