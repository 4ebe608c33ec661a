import { lazy } from 'react';

/*
 * Every page is its own chunk: the login page does not download the main frame (and with it the renderer),
 * and the main frame does not download the login form.
 */
export const LoginPage = lazy(() => import('../pages/login/LoginPage'));
export const MainFrame = lazy(() => import('../main-frame/MainFrame'));
export const IframeBoxPage = lazy(() => import('../pages/iframe/IframeBoxPage'));
export const RegisterPage = lazy(() => import('../pages/register/RegisterPage'));
export const RegisterInfoEditPage = lazy(() => import('../pages/register/RegisterInfoEditPage'));
export const ForgetPasswordPage = lazy(() => import('../pages/forget/ForgetPasswordPage'));
export const NotFoundPage = lazy(() => import('../pages/not-found/NotFoundPage'));
