import { Outlet } from 'react-router'
import { Header } from '../shell/header'
import { GrayscaleWrapper, Main, SkipLink, useHeaderHidden } from './layout-parts'
import footerArt from './superquest-footer.svg'

/** SPEC 2 superquest layout: header and a footer image. */
export function SuperquestLayout() {
  const headerHidden = useHeaderHidden()
  return (
    <GrayscaleWrapper>
      <SkipLink />
      {!headerHidden && <Header />}
      <Main>
        <Outlet />
      </Main>
      <footer>
        <img
          src={footerArt}
          alt=""
          width={1440}
          height={220}
          className="block h-auto w-full"
          loading="lazy"
        />
      </footer>
    </GrayscaleWrapper>
  )
}
