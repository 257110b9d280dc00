import { isRouteErrorResponse, useRouteError } from 'react-router';

/** Shown when a page fails to render; 'An error occurred' unless there is something better to say. */
export function ErrorView({ message = 'An error occurred' }: { message?: string }) {
  return (
    <div role="alert" className="mx-auto max-w-2xl px-4 py-20 text-center">
      <h1 className="font-display text-3xl font-bold">{message}</h1>
      <p className="mt-3 text-stone-700">Please reload the page. If it happens again, tell us what you were doing.</p>
      <a href="/" className="mt-6 inline-block rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800">Back to the home page</a>
    </div>
  );
}

export function RouteErrorView() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error) && error.status === 404 ? 'Page not found' : undefined;
  return <ErrorView message={message} />;
}
