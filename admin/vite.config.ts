import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';

// The backend serves dist/ at /admin/; in development Vite serves the app and forwards API calls to it.
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, '.', 'BACKEND_');
  const backend = env.BACKEND_URL ?? 'http://localhost:3000';
  return {
    base: '/admin/',
    plugins: [react()],
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      rollupOptions: {
        output: {
          // Libraries change less often than the app, so they get their own long-cached files.
          manualChunks(id) {
            if (!id.includes('node_modules')) return undefined;
            if (/node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/.test(id))
              return 'react';
            if (/node_modules[\\/](@mui|@emotion)[\\/]/.test(id)) return 'mui';
            if (/node_modules[\\/](react-admin|ra-[a-z-]+)[\\/]/.test(id)) return 'react-admin';
            return 'vendor';
          },
        },
      },
    },
    server: {
      proxy: {
        '/api': backend,
        '/admin/login': backend,
        '/admin/logout': backend,
        '/admin/user': backend,
      },
    },
  };
});
