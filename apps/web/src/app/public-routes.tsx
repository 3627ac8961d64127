import type { RouteObject } from 'react-router';

// Placeholder: the public site's route table (layout, pages, guards, development-only routes).
export const publicRoutes: RouteObject[] = [{ path: '*', element: <p>Recrutement</p> }];
