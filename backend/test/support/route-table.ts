import { ModulesContainer, Reflector } from '@nestjs/core';
import { RequestMethod, type INestApplication } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import type { BackOfficeSection, Permission } from '@tradeshop/shared';
import {
  ADMIN_SECTION,
  ANY_BACK_OFFICE_USER,
  REQUIRED_PERMISSION,
  TWO_FACTOR_STEP,
} from '../../src/common/security/permission.decorators';
import { IS_PUBLIC } from '../../src/common/security/public.decorator';
import { CUSTOMER_REQUIRED } from '../../src/modules/customers/shop-session';
import { isCachedRead } from '../../src/read-cache/cached-read.interceptor';

/** What a handler's decorators declare about who may call it, as the global guards read them. */
export interface DeclaredAccess {
  isPublic: boolean;
  twoFactorStep: boolean;
  anyUser: boolean;
  /** An explicit `@RequirePermission`, else the section's read (GET, HEAD) or write permission. */
  permission?: Permission;
  section?: BackOfficeSection;
  customerRequired: boolean;
  /** A public catalogue read the shop session guard does not even look at. */
  cachedRead: boolean;
}

export interface RouteEntry {
  method: string;
  /** As Express holds it, with `:name` parameters. */
  path: string;
  /** `METHOD /path`, how the test lists name routes. */
  name: string;
  declared: DeclaredAccess;
}

const READ_METHODS = new Set(['GET', 'HEAD']);

function joinPath(...parts: string[]): string {
  return `/${parts
    .flatMap((part) => part.split('/'))
    .filter(Boolean)
    .join('/')}`;
}

function asList(value: unknown): string[] {
  if (Array.isArray(value)) return value as string[];
  return [typeof value === 'string' ? value : ''];
}

/** The handlers Nest mapped, read from the controllers' route metadata, with what each declares. */
function declaredRoutes(app: INestApplication): RouteEntry[] {
  const reflector = new Reflector();
  const routes: RouteEntry[] = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: never[]) => object) | null;
      if (!controller) continue;
      for (const methodKey of Object.getOwnPropertyNames(controller.prototype)) {
        const handler = (controller.prototype as Record<string, unknown>)[methodKey];
        if (methodKey === 'constructor' || typeof handler !== 'function') continue;
        const requestMethod = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
        if (requestMethod === undefined) continue;
        const method = RequestMethod[requestMethod];
        const targets = [handler, controller];
        const read = <T>(key: string) => reflector.getAllAndOverride<T | undefined>(key, targets);
        const section = read<BackOfficeSection>(ADMIN_SECTION);
        const declared: DeclaredAccess = {
          isPublic: Boolean(read<boolean>(IS_PUBLIC)),
          twoFactorStep: Boolean(read<boolean>(TWO_FACTOR_STEP)),
          anyUser: Boolean(read<boolean>(ANY_BACK_OFFICE_USER)),
          permission:
            read<Permission>(REQUIRED_PERMISSION) ??
            (section
              ? (`${section}.${READ_METHODS.has(method) ? 'read' : 'write'}` as Permission)
              : undefined),
          section,
          customerRequired: Boolean(read<boolean>(CUSTOMER_REQUIRED)),
          cachedRead: isCachedRead(reflector, handler),
        };
        for (const controllerPath of asList(Reflect.getMetadata(PATH_METADATA, controller))) {
          for (const handlerPath of asList(Reflect.getMetadata(PATH_METADATA, handler))) {
            const path = joinPath(controllerPath, handlerPath);
            routes.push({ method, path, name: `${method} ${path}`, declared });
          }
        }
      }
    }
  }
  return routes;
}

interface ExpressLayer {
  route?: { path: string; methods: Record<string, boolean> };
}

/** `METHOD /path` of every route the HTTP server really answers, from Express's own router. */
export function servedRouteNames(app: INestApplication): string[] {
  const express = app.getHttpAdapter().getInstance() as { router: { stack: ExpressLayer[] } };
  return express.router.stack.flatMap((layer) =>
    layer.route
      ? Object.keys(layer.route.methods)
          .filter((method) => method !== '_all')
          .map((method) => `${method.toUpperCase()} ${layer.route!.path}`)
      : [],
  );
}

/** The application's route table: every mapped handler with what it declares, sorted by name. */
export function routeTable(app: INestApplication): RouteEntry[] {
  return declaredRoutes(app).sort((a, b) => a.name.localeCompare(b.name));
}
