import { route, type RouteConfig } from '@react-router/dev/routes';

// Every shop page takes an optional locale segment (storefront spec §2); `/` and `/fi` are both the home page.
export default [
  route(':locale?', 'routes/home.tsx'),
  route(':locale?/c/:slug', 'routes/category.tsx'),
  route(':locale?/p/:slug', 'routes/product.tsx'),
  route(':locale?/search/products', 'routes/search.tsx'),
  route(':locale?/account/impersonate', 'routes/impersonation/start.tsx'),
  route(':locale?/account/impersonate/exit', 'routes/impersonation/exit.tsx'),
  route(':locale?/account', 'routes/account/overview.tsx'),
  route(':locale?/account/login', 'routes/account/login.tsx'),
  route(':locale?/account/logout', 'routes/account/logout.tsx'),
  route(':locale?/account/register', 'routes/account/register.tsx'),
  route(':locale?/account/forgot-password', 'routes/account/forgot-password.tsx'),
  route(':locale?/account/reset-password/:token', 'routes/account/reset-password.tsx'),
  route(':locale?/account/profile', 'routes/account/profile.tsx'),
  route(':locale?/account/change-password', 'routes/account/change-password.tsx'),
  route(':locale?/account/addresses', 'routes/addresses/list.tsx'),
  route(':locale?/account/addresses/new', 'routes/addresses/new.tsx'),
  route(':locale?/account/addresses/:id', 'routes/addresses/edit.tsx'),
  route(':locale?/shop/apply', 'routes/shop/apply.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
