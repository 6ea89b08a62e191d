// The lab listens on loopback only: it is a local tool with known credentials.
export default ({ env }) => ({
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 1337),
  app: {
    keys: env.array('APP_KEYS', ['lab-app-key-1', 'lab-app-key-2', 'lab-app-key-3', 'lab-app-key-4']),
  },
  // No check for newer Strapi versions: the lab pins 5.1.1 and runs offline.
  logger: {
    updates: { enabled: false },
  },
  // A scratch instance (lab:verify's writes) keeps its uploads out of the shared lab's folder.
  ...(env('LAB_PUBLIC_DIR') ? { dirs: { public: env('LAB_PUBLIC_DIR') } } : {}),
});
