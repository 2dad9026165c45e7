import { Outlet } from 'react-router'
import { Footer } from '../shell/footer'
import { Header } from '../shell/header'
import { GrayscaleWrapper, Main, SkipLink, useHeaderHidden } from './layout-parts'

/** SPEC 2 default layout: header, main area and footer inside the grayscale wrapper. */
export function DefaultLayout() {
  const headerHidden = useHeaderHidden()
  return (
    <GrayscaleWrapper>
      <SkipLink />
      {!headerHidden && <Header />}
      <Main>
        <Outlet />
      </Main>
      <Footer />
    </GrayscaleWrapper>
  )
}
