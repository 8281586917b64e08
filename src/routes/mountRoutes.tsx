import { createElement, isValidElement, Suspense, type ReactElement, type ReactNode } from 'react';
import { Loading, Resource, ResourceContextProvider, type ResourceProps } from 'react-admin';
import { Navigate, Route, useParams } from 'react-router-dom';
import { AccessDenied } from '../kit/access/AccessDenied';
import { allows, entryIsMounted, resourcePaths, resourceViews, ROUTE_ENTRIES, type RouteEntry } from './access';
import { ROUTES } from './routeTable';
import type { RouteLine } from '../kit/routing/routeLine';

type View = ResourceProps['list'];

function render(view: View): ReactNode {
  if (isValidElement(view)) return view;
  return view ? createElement(view as React.ComponentType) : null;
}

function RedirectToEdit({ line }: { line: RouteLine }) {
  const { id = '' } = useParams();
  return <Navigate to={resourcePaths(line).edit(id)} replace />;
}

function entryElement({ line, view }: RouteEntry): ReactNode {
  const Screen = line.screen;
  const resource = resourceViews(line);
  const content = view === 'page' && Screen ? <Screen /> : render(view === 'create' ? resource?.create : view === 'edit' ? resource?.edit : resource?.list);
  const loaded = <Suspense fallback={<Loading />}>{content}</Suspense>;
  return resource ? <ResourceContextProvider value={resource.name}>{loaded}</ResourceContextProvider> : loaded;
}

/** A <Route> at the spec's URL for every mounted entry of the route table the user may open. */
export function mountedRoutes(held: ReadonlySet<string>): ReactElement[] {
  return ROUTE_ENTRIES.filter((entry) => entry.pattern !== '/' && entryIsMounted(entry) && allows(entry.access, held)).map((entry) => (
    <Route key={entry.pattern} path={entry.pattern} caseSensitive={false} element={entryElement(entry)} />
  ));
}

/**
 * The resources the user may open, registered for react-admin's definitions (labels, icons, canAccess). Their
 * views live at the spec's URLs (mountedRoutes); react-admin's own /<name>/... links redirect there.
 */
export function mountedResources(held: ReadonlySet<string>): ReactElement[] {
  return ROUTES.filter((line) => resourceViews(line) && allows(line.access, held)).map((line) => {
    const { name, icon, recordRepresentation, options, create, edit } = resourceViews(line) as ResourceProps;
    const paths = resourcePaths(line);
    // Without the write keys react-admin's /<name>/:id route would catch a form URL under the list's path
    // ('/formularios/cadastrar') and send it round to an edit URL: it is refused there instead.
    const writes = allows(line.write?.access ?? line.access, held);
    return (
      <Resource
        key={name}
        name={name}
        icon={icon}
        options={options}
        recordRepresentation={recordRepresentation}
        list={<Navigate to={paths.list} replace />}
        create={create ? (writes ? <Navigate to={paths.create} replace /> : <AccessDenied />) : undefined}
        edit={edit ? (writes ? <RedirectToEdit line={line} /> : <AccessDenied />) : undefined}
      />
    );
  });
}
