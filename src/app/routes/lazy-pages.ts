import { lazy } from 'react';
import { lazyArcoPage } from './lazy-arco-page';

/*
 * Every page is its own chunk: the login page does not download the main frame (and with it the renderer),
 * and the main frame does not download the login form. The login page alone is drawn without Arco's
 * components, so the first screen downloads none of them.
 */
export const LoginPage = lazy(() => import('../pages/login/LoginPage'));
export const MainFrame = lazyArcoPage(() => import('../main-frame/MainFrame'));
export const IframeBoxPage = lazyArcoPage(() => import('../pages/iframe/IframeBoxPage'));
export const RegisterPage = lazyArcoPage(() => import('../pages/register/RegisterPage'));
export const RegisterInfoEditPage = lazyArcoPage(() => import('../pages/register/RegisterInfoEditPage'));
export const ForgetPasswordPage = lazyArcoPage(() => import('../pages/forget/ForgetPasswordPage'));
export const NotFoundPage = lazyArcoPage(() => import('../pages/not-found/NotFoundPage'));
