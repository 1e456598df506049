import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  // The shared workspace package ships extensionless ESM, which Node cannot load on its own: bundle it.
  ssr: { noExternal: ['@tradeshop/shared'] },
});
