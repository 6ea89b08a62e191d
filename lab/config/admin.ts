// Fixed secrets: the lab is local-only, and its API tokens must be the same on every fresh database.
const origin = (env) => `http://${env('HOST', '127.0.0.1')}:${env('PORT', '1337')}`;

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
  // Static Preview (Strapi 5.7+), for the screenshots of the Preview box and page: restaurants and
  // articles open lab/public/preview.html, a stand-in for a front end, served by this lab itself (a
  // page of another origin would be refused in the frame by its own security headers).
  preview: {
    enabled: true,
    config: {
      allowedOrigins: [origin(env)],
      async handler(uid: string, { documentId, locale, status }: { documentId: string; locale?: string; status: string }) {
        if (uid !== 'api::restaurant.restaurant' && uid !== 'api::article.article') return null;
        const query = new URLSearchParams({ type: uid.split('.').pop() ?? '', documentId, locale: locale ?? '', status });
        return `${origin(env)}/preview.html?${query}`;
      },
    },
  },
});
