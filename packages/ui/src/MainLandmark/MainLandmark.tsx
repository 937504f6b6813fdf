import { createContext, type ReactNode, useContext } from 'react';

const InsideMain = createContext(false);

export type MainLandmarkProps = { className?: string; children: ReactNode };

/**
 * The page's one `<main>`: a screen, or a page-size state standing in for one, wraps its content in
 * it. Inside another main landmark it is a plain `<div>`, so a page never holds two.
 */
export function MainLandmark({ className, children }: MainLandmarkProps) {
  const nested = useContext(InsideMain);
  if (nested) return <div className={className}>{children}</div>;
  return (
    <InsideMain.Provider value={true}>
      <main className={className}>{children}</main>
    </InsideMain.Provider>
  );
}
