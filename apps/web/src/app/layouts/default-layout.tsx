import { Outlet } from 'react-router'
import { Footer } from '../shell/footer'
import { Header } from '../shell/header'
import { GrayscaleWrapper, Main, SkipLink, useBelowFoldShown, useHeaderHidden } from './layout-parts'

/** SPEC 2 default layout: header, main area and footer (rendered after the page) inside the grayscale wrapper. */
export function DefaultLayout() {
  const headerHidden = useHeaderHidden()
  const footerShown = useBelowFoldShown()
  return (
    <GrayscaleWrapper>
      <SkipLink />
      {!headerHidden && <Header />}
      <Main>
        <Outlet />
      </Main>
      {footerShown && <Footer />}
    </GrayscaleWrapper>
  )
}
