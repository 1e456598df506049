import { route, type RouteConfig } from '@react-router/dev/routes';

// Every shop page takes an optional locale segment (storefront spec §2); `/` and `/fi` are both the home page.
export default [
  route(':locale?', 'routes/home.tsx'),
  route(':locale?/c/:slug', 'routes/category.tsx'),
  route(':locale?/p/:slug', 'routes/product.tsx'),
  route(':locale?/search/products', 'routes/search.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
