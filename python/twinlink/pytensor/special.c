/* Special functions for PyTensor's and PyMC's scalar ops that come without C (special.py):
   exp(-|x|) I0(x) and exp(-|x|) I1(x) (SciPy's i0e, i1e), I0 and I1, erfinv and erfcinv,
   polygamma, and the inverses of the regularized incomplete gamma and beta functions
   (gammaincinv, gammainccinv, betaincinv), in double (float32 rounds once from double). Plain
   IEEE arithmetic and the C library's exp, log, log1p, expm1, pow, lgamma, tgamma and sqrt,
   which the bridge binds to twinlink's math library (ARCHITECTURE.md, "The PyTensor bridge"),
   so the same text gives the same bits natively and in wasm. The tables are computed by
   benches/special_constants.py (mpmath) and checked there. Sections (marked as in
   tensor/libm.c, with the sections each needs): a module gets those of its functions only. */

/*@ common */
#include <math.h>

/* Horner's rule, highest coefficient first in the loop. */
static double tl_sp_poly(const double* c, int n, double t) {
    double r = c[n - 1];
    for (int j = n - 2; j >= 0; j--) r = r * t + c[j];
    return r;
}

/*@ bessel: common */
static const double tl_sp_i0e_tab[8][21] = {
    {0x1.dcf01629a660ep-2, -0x1.08099e5ff368ep-2, 0x1.3b2cc4f633d9cp-3, -0x1.386425d0a372ep-4, 0x1.ff5f81de8468bp-6, -0x1.60999a9aa7524p-7, 0x1.a22bde1102440p-9, -0x1.b21419f67249fp-11, 0x1.90253c0389fdep-13, -0x1.4b7eed12f47f5p-15, 0x1.f28193af4e17ep-18, -0x1.570829a1c3e15p-20, 0x1.b317ecbdb0310p-23, -0x1.ffaf0301e96e3p-26, 0x1.186e87578eb2bp-28, -0x1.1fcf90d98bef9p-31, 0x1.15ac16de47422p-34, -0x1.f8d8f0b31691cp-38, 0x1.b2f96d50ebe2cp-41, -0x1.7538564224eadp-44, 0x1.21254019dfb53p-47},
    {0x1.f1aa2b7054e7bp-3, -0x1.7a4124ae6987bp-5, 0x1.b614e2025f64bp-7, -0x1.1278ef1bab1a8p-8, 0x1.50a8eea5b3c33p-10, -0x1.816946974aa35p-12, 0x1.9375e4c3b8f75p-14, -0x1.7fd7e12d0e1a6p-16, 0x1.4c234ca626a46p-18, -0x1.0662d42fe9e0bp-20, 0x1.7c590d8bd308ep-23, -0x1.fc6f935dbcaa1p-26, 0x1.3af0a4b800253p-28, -0x1.6b4390d96f0e3p-31, 0x1.87c4c2de53023p-34, -0x1.8c94f1dbb4b49p-37, 0x1.7a1f2aae2ff09p-40, -0x1.5440dc4d3116bp-43, 0x1.228c06005dec2p-46, -0x1.ee5bcf9551c81p-50, 0x1.7c5db58b95ea3p-53},
    {0x1.77e43edd1b4cap-3, -0x1.409c6dea46430p-6, 0x1.9fabce8688634p-9, -0x1.303135273a00dp-11, 0x1.d957dc986c954p-14, -0x1.7ae5f1f35293fp-16, 0x1.2f6310211e328p-18, -0x1.da6c834c8a0a2p-21, 0x1.63c634f57ba9cp-23, -0x1.f9e99400aba8bp-26, 0x1.52e534dab77a9p-28, -0x1.aa9d3a2b120c5p-31, 0x1.f867d0b499546p-34, -0x1.1856b2d6e056dp-36, 0x1.2574f77d405e4p-39, -0x1.21e5ca7b192adp-42, 0x1.0edabc56ea55bp-45, -0x1.df3c60d68455ap-49, 0x1.93516c5027260p-52, -0x1.5287409c9b0d3p-55, 0x1.01b4d0f2fc43cp-58},
    {0x1.3adadacc3f204p-3, -0x1.77250ff0ab568p-7, 0x1.50da6f0ca007cp-10, -0x1.5240d5e85ea41p-13, 0x1.67b1a4e339487p-16, -0x1.8d791e76233a4p-19, 0x1.c3e2967941752p-22, -0x1.05e2aae3310f0p-24, 0x1.321aceb0bb551p-27, -0x1.6451fffbe90a9p-30, 0x1.97f9b4337ba44p-33, -0x1.c694b4c4d0ee3p-36, 0x1.e8eaaa6e8be57p-39, -0x1.f8c15e10dd506p-42, 0x1.f27f7ffef96d4p-45, -0x1.d61ff766c2d00p-48, 0x1.a7191f6d5525cp-51, -0x1.6b0d4b37f46f4p-54, 0x1.29e3f302872ddp-57, -0x1.e8d3b2229eb76p-61, 0x1.6d9f8862edd8dp-64},
    {0x1.1465a8c2e5cd8p-3, -0x1.fae40f1f99216p-8, 0x1.5d6e3bfe0fe78p-11, -0x1.0c6bd867b90b1p-14, 0x1.b290b928e5901p-18, -0x1.6b7de8eb4973fp-21, 0x1.377df8d5d98edp-24, -0x1.1054666be02fdp-27, 0x1.e486406891321p-31, -0x1.b54ede3852a13p-34, 0x1.8eb8adbf56427p-37, -0x1.6d04fea862e57p-40, 0x1.4d0987d437c88p-43, -0x1.2c7469b72ab33p-46, 0x1.0a0f682e17f49p-49, -0x1.cba91499d5487p-53, 0x1.81799e915fa27p-56, -0x1.3878e4268bb34p-59, 0x1.e98421f7dbc02p-63, -0x1.81a9497b1b4b3p-66, 0x1.17ae19792535ep-69},
    {0x1.f29b553364b0cp-4, -0x1.73bf3f6ce241cp-8, 0x1.a05845817aceep-12, -0x1.037a51ec31c0dp-15, 0x1.543f69354252ap-19, -0x1.cbf1f4d269affp-23, 0x1.3d805037dd69ep-26, -0x1.bd8ad26f8c811p-30, 0x1.3cf22038bbe5bp-33, -0x1.c89abd1bebbd5p-37, 0x1.4ccb85aa77333p-40, -0x1.ea7407c9ef1e8p-44, 0x1.6cd2bb079d3a1p-47, -0x1.1136d7ae8d7e6p-50, 0x1.9a5f54aebbe3ep-54, -0x1.33882289b56edp-57, 0x1.c9696faa44bb5p-61, -0x1.4f8430a0151d2p-64, 0x1.e3cff3564f7f3p-68, -0x1.6286e99100411p-71, 0x1.e68385f60ac5dp-75},
    {0x1.c9c5ba6367937p-4, -0x1.1f99b6f4341d1p-8, 0x1.0f4b7990a122ep-12, -0x1.1ca7719c3351dp-16, 0x1.39fb3e3eace9cp-20, -0x1.64b56208877e6p-24, 0x1.9d650f6c02dfdp-28, -0x1.e62f983d1958ep-32, 0x1.21430d9e969b9p-35, -0x1.5ba3d056e867ep-39, 0x1.a591fb383bbf9p-43, -0x1.01ce3e1ed579bp-46, 0x1.3dfa4165c0b95p-50, -0x1.8b77400f0868ep-54, 0x1.efc1ef936f824p-58, -0x1.38eb19d6e9c7bp-61, 0x1.8d11dc611967dp-65, -0x1.f8d9952bba7b8p-69, 0x1.40bfcd9d469f8p-72, -0x1.a2c1cd48f7cddp-76, 0x1.05ff0d0e544cfp-79},
    {0x1.a9928e1a47572p-4, -0x1.ce1354ebbfb4dp-9, 0x1.788b7a4606675p-13, -0x1.5532f590a662bp-17, 0x1.44e64a0ca719dp-21, -0x1.3e82576fc9186p-25, 0x1.3e5951dc08dbcp-29, -0x1.42af913048f4ep-33, 0x1.4aa60b99f45d9p-37, -0x1.55d0e9dc2caebp-41, 0x1.640aaba158d0bp-45, -0x1.7560b8d9a6832p-49, 0x1.8a0c30626e785p-53, -0x1.a270d496c4429p-57, 0x1.bf1df11b351cdp-61, -0x1.e0cd2ed7bf41ap-65, 0x1.042c9c6c6e893p-68, -0x1.1b413517b845bp-72, 0x1.36307a90b0fa0p-76, -0x1.5ddd5755920a7p-80, 0x1.81a687aac3330p-84}};
static const double tl_sp_i0e_tail[19] = {0x1.9884533d43651p-2, 0x1.9884533d43651p-9, 0x1.cb94dda4eb2d7p-14, 0x1.debb118db6fd4p-18, 0x1.6e8737e8a3cffp-21, 0x1.731cdaa543ee4p-24, 0x1.d383bf4523b23p-27, 0x1.67cdc6623713bp-29, 0x1.49d3593739d75p-32, 0x1.4362fdc9244a5p-30, -0x1.9f486b59d9f6dp-29, 0x1.da2b847a007a9p-28, -0x1.94bccea2bb0cdp-27, 0x1.056105ef9c241p-26, -0x1.f44e6b416f6cdp-27, 0x1.57e495007ca0cp-27, -0x1.407a6b762f071p-28, 0x1.69fc7639c5420p-30, -0x1.74af82884ff06p-33};
static const double tl_sp_i1e_tab[8][21] = {
    {0x1.a9ccef9365f00p-3, -0x1.4386a266e50e4p-3, 0x1.543a5d4847776p-4, -0x1.1a7e0274cd033p-5, 0x1.85b7088af83e9p-7, -0x1.cc3b583070ac7p-9, 0x1.db102348af6a4p-11, -0x1.b36714e036765p-13, 0x1.66baede2cd0d4p-15, -0x1.0c5f896a83e47p-17, 0x1.6fa8d0ec246d3p-20, -0x1.d068bba2228e5p-23, 0x1.1010cf70693d9p-25, -0x1.29371403c28e4p-28, 0x1.301abab200074p-31, -0x1.2497430d162abp-34, 0x1.09a4db0ba9023p-37, -0x1.c827da18fc7a8p-41, 0x1.74392d625a9c3p-44, -0x1.2df67ff21ceb3p-47, 0x1.bdb5595c4bf07p-51},
    {0x1.9319e244ba85dp-3, -0x1.3e6d675a73aabp-6, 0x1.a5f7b58debcedp-11, 0x1.f17ffc5045459p-11, -0x1.2235532ed3134p-11, 0x1.b78f211c959dcp-13, -0x1.0c43e54b1f1cep-14, 0x1.186eb81f3f9aep-16, -0x1.023b10c5eaf58p-18, 0x1.aa18f97d7c85dp-21, -0x1.3ec05cf35d2d4p-23, 0x1.b4625adfd9b90p-26, -0x1.135d30e07115dp-28, 0x1.4254bfbdf3bdcp-31, -0x1.5fceb1462a0c5p-34, 0x1.67aa76dbabd7bp-37, -0x1.59c69dff1ac13p-40, 0x1.3955be85789a7p-43, -0x1.0d2eebbbc0d67p-46, 0x1.cc9b4d77b11b7p-50, -0x1.63ff308386028p-53},
    {0x1.4fd0b11fd2844p-3, -0x1.b162f49148546p-7, 0x1.770dcd5239c54p-10, -0x1.0e151b6c0ed8dp-13, -0x1.1e475eea8f9d7p-24, 0x1.30ba98f96ade3p-18, -0x1.beef8b07698afp-20, 0x1.da3fcd3cdb233p-22, -0x1.aac12316e559fp-24, 0x1.55537021f4e57p-26, -0x1.ef65f613c5aafp-29, 0x1.49fe7ef232515p-31, -0x1.96b2023c36cedp-34, 0x1.d26bf6a359d9dp-37, -0x1.f42ea85eb3260p-40, 0x1.f7a0cafa5e131p-43, -0x1.ddd217be9f0eep-46, 0x1.ac0a4ceb606e5p-49, -0x1.6c033807bcb08p-52, 0x1.346ef5f9b5085p-55, -0x1.d90c9d486dab3p-59},
    {0x1.236889cd346adp-3, -0x1.22ee742d83549p-7, 0x1.a4043daaf9148p-11, -0x1.3cd006ed83ffbp-14, 0x1.bd17c7658d101p-18, -0x1.d4796cd99113fp-22, -0x1.9a85251514c8dp-28, 0x1.61c11e6c52940p-27, -0x1.7b05c52aea8d9p-29, 0x1.334c4288c5f55p-31, -0x1.b2258896ab6a1p-34, 0x1.16cb4aeae9b17p-36, -0x1.4b4f9801aa8f3p-39, 0x1.6f9dbddc7992fp-42, -0x1.7ef8db3525fc5p-45, 0x1.7813444375140p-48, -0x1.5d316d24ec08ap-51, 0x1.331220daa1382p-54, -0x1.00f7a0c50374dp-57, 0x1.acf31426b4fbdp-61, -0x1.45034d673c70cp-64},
    {0x1.048e8849e9048p-3, -0x1.a388802015278p-8, 0x1.f18b95ae5506bp-12, -0x1.3f8f543aff4e1p-15, 0x1.9ec40f2baf4f3p-19, -0x1.03bedc95cc91cp-22, 0x1.24d07cddd59abp-26, -0x1.e11463797947dp-31, -0x1.dc9e65b469a56p-37, 0x1.e8bfd7b69f2c2p-37, -0x1.9cb8c18937ab7p-39, 0x1.0d129a331b655p-41, -0x1.36674f0f05479p-44, 0x1.4a4d163bfd82bp-47, -0x1.49bb8b0b4ee3fp-50, 0x1.374ae0e2806c8p-53, -0x1.172108ac4d36dp-56, 0x1.dc46b678e8b26p-60, -0x1.843badb413246p-63, 0x1.3c401d74734fbp-66, -0x1.d61d4710102d8p-70},
    {0x1.db5f613c968cap-4, -0x1.3fb436bcb2e7ep-8, 0x1.3f0a66c8e826ap-12, -0x1.5cd4ef3dc2585p-16, 0x1.8907996702974p-20, -0x1.bba3715107411p-24, 0x1.ea4e509c3fc66p-28, -0x1.0131646da135fp-31, 0x1.e0d8aec835754p-36, -0x1.44e2b036be637p-40, -0x1.190febc9046dbp-46, 0x1.c640861773bc0p-47, -0x1.3c9993beb8e5ap-49, 0x1.5772474a86153p-52, -0x1.4c7da0a28fba0p-55, 0x1.2bc32da4d30d1p-58, -0x1.000f2f7869217p-61, 0x1.a1647d85e07c2p-65, -0x1.46766c4c02f3dp-68, 0x1.ff90ef7a9d321p-72, -0x1.7094f25b7f0b5p-75},
    {0x1.b7cc1ef42451ap-4, -0x1.fb608f843ff16p-9, 0x1.b3d82886af071p-13, -0x1.9c514419102ebp-17, 0x1.95051f3805247p-21, -0x1.935ef8800cd4fp-25, 0x1.916079a28f91fp-29, -0x1.89d9153d057a8p-33, 0x1.76dba1b6cf36ap-37, -0x1.50a24d4f0cbf1p-41, 0x1.0c59973890bbdp-45, -0x1.3528d1259d4f5p-50, -0x1.ab51827e1b814p-57, 0x1.32938a59e48c0p-57, -0x1.6bd94e4f33937p-60, 0x1.509b939a7c14ap-63, -0x1.1729d4cda9b38p-66, 0x1.b187904425050p-70, -0x1.417465276b3ccp-73, 0x1.dc82b0e940b9dp-77, -0x1.47882959cb383p-80},
    {0x1.9b21f372e9598p-4, -0x1.9f01e5a2fee7fp-9, 0x1.3891ec3ae734dp-13, -0x1.03f9630d7c9c4p-17, 0x1.c2bb1d7370846p-22, -0x1.8e41b17a8b8bfp-26, 0x1.625904add1e14p-30, -0x1.3ab916c69d8c3p-34, 0x1.14c1101c36704p-38, -0x1.dd28fa5d54c3bp-43, 0x1.8d60b22f0c8b0p-47, -0x1.375e523f1b757p-51, 0x1.b0841c4738a97p-56, -0x1.b36a1b3f591ccp-61, -0x1.d11e36624bc41p-68, 0x1.3c60f33dcea7dp-68, -0x1.46ec61e26be86p-71, 0x1.06bfb8f48d222p-74, -0x1.7b9d5cd5b2f72p-78, 0x1.0acc268961738p-81, -0x1.5abdcdf873ac9p-85}};
static const double tl_sp_i1e_tail[19] = {0x1.9884533d43651p-2, -0x1.32633e6df28bdp-7, -0x1.7efc0e096ed52p-13, -0x1.4f1c8c494d77fp-17, -0x1.d740239c964dap-21, -0x1.c594f19e30c07p-24, -0x1.14452cdcedcfep-26, -0x1.9eaa42b540f0ep-29, -0x1.855b043f38470p-32, -0x1.5de37f734c95ep-30, 0x1.bdf360edc0065p-29, -0x1.fc0ccf059e73fp-28, 0x1.b07c028038eedp-27, -0x1.1690d9eac45a1p-26, 0x1.09ea1e38539bap-26, -0x1.6ca52c4db4e75p-27, 0x1.52fec85a7462ap-28, -0x1.7e02d25b5694dp-30, 0x1.886cae8a3c5f1p-33};

/* exp(-a) I_n(a) for a = |x| >= 0 or NaN: a piece of width 2 on [0, 16), beyond it
   P_n(16 / a) / sqrt(a) (0 at infinity). */
static double tl_sp_ie_abs(int n, double a) {
    if (a < 16) {
        int i = (int)(a * 0.5);
        double t = a - (double)(2 * i + 1);
        if (n == 0) return tl_sp_poly(tl_sp_i0e_tab[i], 21, t);
        double v = tl_sp_poly(tl_sp_i1e_tab[i], 21, t);
        return i == 0 ? a * v : v;
    }
    return tl_sp_poly(n == 0 ? tl_sp_i0e_tail : tl_sp_i1e_tail, 19, 16 / a) / sqrt(a);
}

/* Where a/2 is subnormal, I1(a) = a/2 (1 + a^2/8 ...) lies just above a/2 and exp(-a) I1(a)
   = a/2 (1 - a ...) just below: a/2 nudged by 2^-53 of itself (scaled to normal numbers) rounds
   as the exact value does when a/2 falls halfway between two subnormals. */
static double tl_sp_i1_tiny(double a, double nudge) { return ((a * 0x1p54) * nudge) * 0x1p-54; }

/* SciPy's zeros: I1(-0) and exp(-|x|) I1(-0) are +0. */
static double tl_sp_i0e(double x) { return tl_sp_ie_abs(0, fabs(x)); }
static double tl_sp_i1e(double x) {
    double a = fabs(x);
    if (a == 0) return 0.0;
    return copysign(a < 0x1p-1021 ? tl_sp_i1_tiny(a, 0.5 - 0x1p-54) : tl_sp_ie_abs(1, a), x);
}

/* exp(a) times the scaled value; past 700 as exp(a/2) twice, so that I_n stays finite up to
   its own overflow (713.98...) rather than exp's (709.78...). */
static double tl_sp_unscale(double a, double v) {
    if (a == INFINITY) return INFINITY;
    if (a <= 700) return exp(a) * v;
    double e = exp(0.5 * a);
    return (e * v) * e;
}

static double tl_sp_i0(double x) { double a = fabs(x); return tl_sp_unscale(a, tl_sp_ie_abs(0, a)); }
static double tl_sp_i1(double x) {
    double a = fabs(x);
    if (a == 0) return 0.0;
    return copysign(a < 0x1p-1021 ? tl_sp_i1_tiny(a, 0.5 + 0x1p-53) : tl_sp_unscale(a, tl_sp_ie_abs(1, a)), x);
}

/*@ erfinv: common */
static const double tl_sp_erfinv_center_p[15] = {0x1.c5bf891b4ef6bp-1, 0x1.db29fb2fee5d7p-3, 0x1.053c2c0aba07cp-3, 0x1.62847c4705debp-4, 0x1.0a1318d0130dcp-4, 0x1.a7c84db275d4ap-5, 0x1.5eec804dd7c46p-5, 0x1.2aa3f3e188ee7p-5, 0x1.049c5b96cfb40p-5, 0x1.b9dcba921c856p-6, 0x1.fa6e99af1c795p-6, -0x1.7eea0f1d96346p-10, 0x1.6549e2528d134p-4, -0x1.8af293987967fp-4, 0x1.ebabd1a6a2469p-4};
static const double tl_sp_erfcinv_tail_edge[10] = {0x1.0000000000000p+0, 0x1.6a09e667f3bcdp+0, 0x1.0000000000000p+1, 0x1.6a09e667f3bcdp+1, 0x1.0000000000000p+2, 0x1.6a09e667f3bcdp+2, 0x1.0000000000000p+3, 0x1.6a09e667f3bcdp+3, 0x1.0000000000000p+4, 0x1.6a09e667f3bcdp+4};
static const double tl_sp_erfcinv_tail_mid[11] = {0x1.d5224c8b0d952p-1, 0x1.3504f333f9de6p+0, 0x1.b504f333f9de6p+0, 0x1.3504f333f9de6p+1, 0x1.b504f333f9de6p+1, 0x1.3504f333f9de6p+2, 0x1.b504f333f9de6p+2, 0x1.3504f333f9de6p+3, 0x1.b504f333f9de6p+3, 0x1.3504f333f9de6p+4, 0x1.8f65780f476c3p+4};
static const double tl_sp_erfcinv_tail_p[11][15] = {
    {0x1.1c8b073aa04a4p-1, 0x1.e916e3441d9e3p-1, 0x1.3995282449761p-3, -0x1.2cee40109929bp-3, 0x1.8acae0e26b1fep-4, -0x1.5699a5e548ee5p-5, 0x1.a73892198fc91p-9, 0x1.e2cf1b9fa19ffp-7, -0x1.107ce637238c9p-6, 0x1.51c9e4b6c2732p-7, -0x1.599876dfc240cp-9, -0x1.42fc349ec787dp-9, 0x1.09c7bee4ec2dep-8, -0x1.9624abdbbbafdp-9, 0x1.36049ad35a346p-10},
    {0x1.afe0179548827p-1, 0x1.03dda4e2bc514p+0, 0x1.076765534a65ep-4, -0x1.0fed0d802de8bp-4, 0x1.7b7af55fedc12p-5, -0x1.9ea56567e8e89p-6, 0x1.52534481bc73ap-7, -0x1.03f3e52cd2b31p-9, -0x1.80c7c6441991cp-10, 0x1.1656ea1db4428p-9, -0x1.a1b6a405249b9p-10, 0x1.b30b8bc8e4433p-11, -0x1.0280b448a0f02p-12, -0x1.6fc3e371a336ep-14, 0x1.6f622a507f080p-13},
    {0x1.5c6fea352c38ep+0, 0x1.0bea978e18e2bp+0, 0x1.5ea87028f72ecp-7, -0x1.0c7551fc7e63ep-6, 0x1.77cfa16a6126ep-7, -0x1.a0ba2bc4ac42fp-8, 0x1.8db7588f69011p-9, -0x1.48f1f78f78d50p-10, 0x1.c197519f39866p-12, -0x1.9b3336ba2c9dap-14, -0x1.24727bbba74ccp-17, 0x1.e1e72965a54fdp-16, -0x1.7d8f3a0fad3b2p-16, 0x1.d0cfbbe7b5769p-17, -0x1.a81865ee5659ep-18},
    {0x1.0d25220e897dap+1, 0x1.0c390b8d71861p+0, -0x1.13d2c7f86cb5ap-8, -0x1.04265c2cbd61fp-9, 0x1.c30e865cfe5a1p-10, -0x1.d885b985aeadcp-11, 0x1.9f4262a68a0a8p-12, -0x1.48f25fed4ff12p-13, 0x1.e0a891e9b2bcdp-15, -0x1.451a1c9f813c1p-16, 0x1.92c75e238a0aep-18, -0x1.bae9689235671p-20, 0x1.86eb70d1e637dp-22, -0x1.9b2e1400e42d9p-26, -0x1.e1a2e380b954bp-26},
    {0x1.929ac9e3ca0dap+1, 0x1.099045c393582p+0, -0x1.4e2924d733316p-8, 0x1.afa606725c0f3p-12, 0x1.97c49ff19dc4ep-14, -0x1.31aed798fe0ecp-14, 0x1.f8bec68aca06bp-16, -0x1.5c20a4e2526a5p-17, 0x1.b562587e6d286p-19, -0x1.024b4ec1db0c3p-20, 0x1.22c4a8a7c612bp-22, -0x1.3928f0a4d2318p-24, 0x1.44cbf9d3de3f8p-26, -0x1.593ca23efd654p-28, 0x1.426f9630875eep-30},
    {0x1.269fb27bea29bp+2, 0x1.069375810163bp+0, -0x1.a3fe543454137p-9, 0x1.8c79bf83fd7f4p-12, -0x1.28108fa90341bp-15, 0x1.0bf7dc50b959cp-21, 0x1.0b508fdf4d9e3p-20, -0x1.9bd768c99d7acp-22, 0x1.cdf312dc6bfa5p-24, -0x1.c8aa1524955adp-26, 0x1.a4b770793d84cp-28, -0x1.701fb5505cf67p-30, 0x1.38f86ad133ff8p-32, -0x1.20176750ae1c1p-34, 0x1.cf08e6904b1d6p-37},
    {0x1.a94089c4d8b22p+2, 0x1.043347ef9cf11p+0, -0x1.af68dd0980d90p-10, 0x1.6095fba7cbc93p-13, -0x1.1896084524c00p-16, 0x1.9d03ab50b87afp-20, -0x1.f47b67ab622a5p-24, 0x1.0549f266acdd7p-28, 0x1.27ddcea56cc88p-30, -0x1.8b27cb2de0119p-32, 0x1.549659346e0e6p-34, -0x1.f54816358466cp-37, 0x1.58a3b3356b19ap-39, -0x1.01f83d732857fp-41, 0x1.45094fb0c14f2p-44},
    {0x1.304b4f8081295p+3, 0x1.028f986475d16p+0, -0x1.918b771b79663p-11, 0x1.feb6441ddf10cp-15, -0x1.47f107df26c33p-18, 0x1.a249dc1491e16p-22, -0x1.04e909887bb09p-25, 0x1.37e1ee0c5c275p-29, -0x1.5846c18472f51p-33, 0x1.403a98953a09bp-37, -0x1.49e67a600de98p-42, -0x1.fa5c3aa413240p-46, 0x1.2dcfa123e39e7p-47, -0x1.dcac3759cd1b4p-50, 0x1.ff2067b4ecfeep-53},
    {0x1.b146e116cf28fp+3, 0x1.01833ec0c95b3p+0, -0x1.60d9bd57809ffp-12, 0x1.4f63a4a5ff561p-16, -0x1.44f51fc0afc93p-20, 0x1.3d70c5f49c447p-24, -0x1.367f4effe8d55p-28, 0x1.2e6e9197893ebp-32, -0x1.23c3f5961b266p-36, 0x1.150856cf02f4ap-40, -0x1.00a9b9f3101a5p-44, 0x1.c9ede769b5d02p-49, -0x1.803ba66fa6ea6p-53, 0x1.1baee261de965p-57, -0x1.16d4145381c61p-62},
    {0x1.338dc4883409cp+4, 0x1.00df8b63c1c10p+0, -0x1.2aa698a1eee70p-13, 0x1.a0327f5519eacp-18, -0x1.284844dff69e5p-22, 0x1.ab00d5d960be7p-27, -0x1.35df5e60ff778p-31, 0x1.c368816f3efd1p-36, -0x1.4932faeb1c049p-40, 0x1.dfc7f8114a1a5p-45, -0x1.5ca8cb9e24afbp-49, 0x1.f7044036488bfp-54, -0x1.697a07da066a8p-58, 0x1.16ff2316a1eb2p-62, -0x1.86ed4d2ce4e8dp-67},
    {0x1.8e2e4162b62d7p+4, 0x1.009324ebf6667p+0, -0x1.3693290ae17d9p-14, 0x1.5580595c804c8p-19, -0x1.7fa7f47f0c472p-24, 0x1.b49f16d1e00f4p-29, -0x1.f50c861cf4badp-34, 0x1.211187f08299dp-38, -0x1.4eb86d3b372b9p-43, 0x1.8463fa8c787afp-48, -0x1.c315cc292228ap-53, 0x1.05dc016129dd3p-57, -0x1.2fd329a476507p-62, 0x1.6975ff3dc1af1p-67, -0x1.a164cdd2b78bfp-72}};


/* erfinv(y) for |y| <= 1/2: y P(y^2), P of degree 14 (relative error below 2^-61). */
static double tl_sp_erfinv_center(double y) { return y * tl_sp_poly(tl_sp_erfinv_center_p, 15, y * y); }

/* erfcinv(z) for 0 < z <= 1/2 (z may be subnormal) from r = sqrt(-log z) in [0.8326, 27.3]:
   the piece [2^(k/2), 2^((k+1)/2)) holding r, a polynomial of degree 14 in r - mid (relative
   error below 2^-58). */
static double tl_sp_erfcinv_tail(double z) {
    double l = -log(z), r = sqrt(l);
    /* the square root's rounding error, (l - r^2) / 2r, with r^2 exact as hi + lo (Veltkamp's
       split): it goes into t rather than being lost to r's rounding */
    double p = r * 134217729.0, rh = p - (p - r), rl = r - rh;
    double hi = r * r, lo = ((rh * rh - hi) + 2 * rh * rl) + rl * rl;
    double dr = ((l - hi) - lo) / (2 * r);
    int i = 0; /* the count of edges at or below r, without branches */
    for (int k = 0; k < 10; k++) i += r >= tl_sp_erfcinv_tail_edge[k];
    return tl_sp_poly(tl_sp_erfcinv_tail_p[i], 15, (r - tl_sp_erfcinv_tail_mid[i]) + dr);
}

/* SciPy's domain: NaN outside [-1, 1] ([0, 2] for erfcinv), infinities at its ends; its zeros
   too: erfinv(-0) is +0, erfcinv(z) is -erfinv(z - 1), so erfcinv(1) is -0. 1 - |y|
   (|y| >= 1/2), z - 1 (1/2 <= z <= 3/2) and 2 - z (z >= 1) are exact. */
static double tl_sp_erfinv(double y) {
    double a = fabs(y);
    if (!(a <= 1)) return NAN;
    if (a == 0) return 0.0;
    if (a < 0.5) return tl_sp_erfinv_center(y);
    if (a == 1) return copysign(INFINITY, y);
    return copysign(tl_sp_erfcinv_tail(1 - a), y);
}

static double tl_sp_erfcinv(double z) {
    if (!(z >= 0 && z <= 2)) return NAN;
    if (z == 0) return INFINITY;
    if (z == 2) return -INFINITY;
    if (z < 0.5) return tl_sp_erfcinv_tail(z);
    if (z <= 1.5) return -tl_sp_erfinv(z - 1);
    return -tl_sp_erfcinv_tail(2 - z);
}

/*@ polygamma */
#include <math.h>

static const double tl_sp_bern[12] = {0x1.5555555555555p-4, -0x1.6c16c16c16c17p-10, 0x1.1566abc011567p-15, -0x1.bbd779334ef0bp-21, 0x1.66a8f2bf70ebep-26, -0x1.22805d644267fp-31, 0x1.d6db2c4e09162p-37, -0x1.7da4e1f79955cp-42, 0x1.355871d652e9ep-47, -0x1.f57d968caacf1p-53, 0x1.967e1f09c376fp-58, -0x1.497d9033a2b5cp-63};

/* Hurwitz's zeta(s, q) for an integer s >= 2: the terms (q + k)^-s for k = 0 .. N - 1, N the
   least count >= 9 with q + N >= 9 (fewer when a term falls below 2^-60 of the sum, as it soon
   does for a large s), then Euler and Maclaurin's tail at w = q + N: w^(1-s) / (s-1) + w^-s / 2
   + sum_j B_2j / (2j)! s (s+1) ... (s+2j-2) w^(-s-2j+1). Infinite where q is a non-positive
   integer (a pole); NaN below -1e6 (so many terms would be summed). */
static double tl_sp_hurwitz(int s, double q) {
    if (q <= 0 && q == floor(q)) return INFINITY;
    if (!(q >= -1e6)) return q != q ? q : NAN;
    double sum = 0, w = q;
    for (int k = 0; k < 9 || w < 9; k++, w = q + (double)k) {
        const double term = pow(w, (double)-s);
        sum += term;
        if (fabs(term) <= 0x1p-60 * fabs(sum)) return sum;
    }
    double tail = pow(w, (double)(1 - s)) / (double)(s - 1) + 0.5 * pow(w, (double)-s), rise = s, wp = pow(w, (double)(-s - 1));
    const double w2 = 1 / (w * w);
    for (int j = 0; j < 12; j++) {
        const double term = tl_sp_bern[j] * rise * wp;
        tail += term;
        if (fabs(term) <= 0x1p-60 * fabs(sum + tail)) break;
        rise *= (double)(s + 2 * j + 1) * (double)(s + 2 * j + 2);
        wp *= w2;
    }
    return sum + tail;
}

/* digamma (polygamma of order 0, which PyTensor's rewrites turn into its own Psi when the
   order is a constant): for x < 0 the reflection psi(1 - x) - pi cot(pi x) (cot from x's
   fractional part, exact), then psi(x) = psi(x + N) - sum 1/(x + k) to x + N >= 10, and the
   asymptotic series log w - 1/2w - sum_j B_2j / (2j w^2j) there. Accurate to a few ulp of its
   terms' size: near its zero at 1.4616... the relative error grows as the value shrinks.
   SciPy's values at its poles: -inf at +0, +inf at -0, NaN at the negative integers. */
static double tl_sp_digamma(double x) {
    if (x <= 0 && x == floor(x)) return x == 0 ? (signbit(x) ? INFINITY : -INFINITY) : NAN;
    if (x == INFINITY || x != x) return x;
    double r = 0;
    if (x < 0) {
        const double f = x - floor(x);
        r = -3.14159265358979323846 / tan(3.14159265358979323846 * f);
        x = 1 - x;
    }
    double k = 0;
    for (; x + k < 10; k += 1) r -= 1 / (x + k);
    const double w = x + k, w2 = 1 / (w * w);
    /* B_2j / 2j = B_2j / (2j)! (2j - 1)! */
    double series = 0, wp = w2, odd_factorial = 1;
    for (int j = 0; j < 12; j++) {
        series += tl_sp_bern[j] * odd_factorial * wp;
        odd_factorial *= (double)(2 * j + 2) * (double)(2 * j + 3);
        wp *= w2;
    }
    return r + log(w) - 0.5 / w - series;
}

/* polygamma(n, x), as scipy.special.polygamma: digamma for n = 0, (-1)^(n+1) n! zeta(n + 1, x)
   for n >= 1 (n! exact up to 22!, infinite past 170!, so that an order past 170 gives an
   infinity, or NaN where zeta underflows, as SciPy's), NaN for a negative n. */
static double tl_sp_polygamma(double n, double x) {
    if (!(n >= 0)) return NAN;
    if (n == 0) return tl_sp_digamma(x);
    double fac = 1;
    if (n > 170) fac = INFINITY;
    else for (int k = 2; k <= (int)n; k++) fac *= k;
    const int s = n > 2000 ? 2001 : (int)n + 1;
    const double z = tl_sp_hurwitz(s, x);
    return (fmod(n, 2) == 1 ? fac : -fac) * z;
}

/*@ inverses */
#include <math.h>

/* Inverses of the regularized incomplete gamma and beta functions (SciPy's gammaincinv,
   gammainccinv, betaincinv). Each solves for the root on the log of the smaller tail (P or Q,
   I or 1 - I) as a function of log x (gamma) or logit x (beta): those tails are log-concave
   there (the densities of log X and logit X are), so that Newton's steps from any start reach
   the root from one side after at most one overshoot; Halley's steps (the tail's log has a
   closed second derivative there) take fewer, and a bracket of the root turns a step that
   would leave it into a bisection. The tails come from the power series or Legendre's
   continued fraction (gamma), the continued fraction of DLMF 8.17.22 (beta), and their
   leading factors x^a e^-x / Gamma(a), x^a (1-x)^b / B(a, b) in a form whose large terms
   cancel exactly (Stirling's series with log1p(t) - t). */

#define TL_SP_LS2PI 0.91893853320467274178032973640562 /* log(sqrt(2 pi)) */
#define TL_SP_TINY 0x1p-1000

/* log1p(t) - t for t > -1; r = 1 + t (given where t was computed from it, r = x / a) */
static double tl_sp_log1pmx(double t, double r) {
    if (!(fabs(t) <= 0.5)) return (t < 0 ? log(r) : log1p(t)) - t;
    /* log1p(t) = 2 atanh(s), s = t / (2 + t): -t s + 2 s^3 (1/3 + s^2/5 + ...), |s| <= 1/3 */
    const double s = t / (2 + t), s2 = s * s;
    double sum = 0, p = 1;
    for (int k = 1; k < 40; k++) {
        const double term = p / (2 * k + 1);
        sum += term;
        if (term <= 0x1p-56 * sum) break;
        p *= s2;
    }
    return -t * s + 2 * s * s2 * sum;
}

/* Stirling's error log Gamma(a) - (a - 1/2) log a + a - log sqrt(2 pi), a > 0: the asymptotic
   series from 10 on (its first eight terms, B_2k / (2k (2k - 1) a^(2k - 1))). */
static double tl_sp_stirlerr(double a) {
    if (a < 10) return lgamma(a) - (a - 0.5) * log(a) + a - TL_SP_LS2PI;
    const double r = 1 / a, r2 = r * r;
    return r * (1.0 / 12 - r2 * (1.0 / 360 - r2 * (1.0 / 1260 - r2 * (1.0 / 1680 - r2 * (1.0 / 1188 -
           r2 * (691.0 / 360360 - r2 * (1.0 / 156 - r2 * (3617.0 / 122400))))))));
}

/* One step of the safeguarded iteration on v (log x or logit x) for g(v) = log(tail / y), rising
   in v or falling, within the bracket [*lo, *hi] of the root: Halley's step from g, its slope s
   and the slope's rate s (dlr - s) (dlr: the derivative of the log of the tail's density factor,
   R or x^a xc^b / B), Newton's where Halley's denominator is below 1/2, a bisection where the
   step would leave the bracket. Returns the new v. */
static double tl_sp_root_step(double v, double g, double s, double dlr, int rising, double* lo, double* hi) {
    if ((g < 0) == (rising != 0)) *lo = v; else *hi = v;
    const double newton = g / s, den = 1 - 0.5 * newton * (dlr - s);
    const double next = v - (den > 0.5 ? newton / den : newton);
    return next >= *lo && next <= *hi ? next : 0.5 * (*lo + *hi);
}

/* Whether the iteration stops after a step of that size: at 2^-51 (the root within a few
   ulps), or below 1e-12 where the steps no longer halve (rounding noise); *last keeps it. */
static int tl_sp_converged(double step, double* last) {
    const double size = fabs(step);
    const int done = size <= 0x1p-51 || (size < 1e-12 && size >= 0.5 * *last);
    *last = size;
    return done;
}

/* The residual log(tail / y) (ly = log y) from the wanted tail's log l and value s (s = 0 where
   only its log is known), and in *slope the derivative of l, +-exp(lr - l) (lr: the log of the
   density factor, R or x^a xc^b / B). Where the tail is a double of relative accuracy, the
   residual is log(tail / y): the difference of the two logs would lose the ulps of their size
   (about 200 at y = 1e-88). */
static double tl_sp_resid_of(double l, double s, double lr, int upper, double y, double ly, double* slope) {
    *slope = (upper ? -1 : 1) * exp(lr - l);
    return s > 0x1p-1000 ? log(s / y) : l - ly;
}

/* The same from one tail computed as the density factor times f (lr its log, r the factor where
   it is a normal double, else 0): the lower tail, or the upper one when `computed_upper`; the
   other is 1 minus it. */
static double tl_sp_resid(double lr, double r, double f, int computed_upper, int upper, double y, double ly,
                          double* slope) {
    const double lt = lr + log(f), t = r * f, tc = r > 0 ? 1 - t : -expm1(lt);
    return computed_upper == upper ? tl_sp_resid_of(lt, r > 0 ? t : 0, lr, upper, y, ly, slope)
                                   : tl_sp_resid_of(log(tc), tc, lr, upper, y, ly, slope);
}

/*@ gammaincinv: inverses erfinv */
/* What the residual needs of a alone, computed once per inverse. */
typedef struct {
    double lga1, ga1; /* log Gamma(a + 1), Gamma(a + 1) (a < 1) */
    double lga, ga;   /* log Gamma(a), Gamma(a) (a < 10) */
    double lr0;       /* log sqrt(a / 2 pi) - stirlerr(a) (a >= 10) */
} tl_sp_gamma_k;

static tl_sp_gamma_k tl_sp_gamma_consts(double a) {
    tl_sp_gamma_k k;
    k.lga1 = lgamma(a + 1);
    k.ga1 = a < 1 ? tgamma(a + 1) : 0;
    k.lga = lgamma(a);
    k.ga = a < 10 ? tgamma(a) : 0;
    k.lr0 = a >= 10 ? 0.5 * log(a) - TL_SP_LS2PI - tl_sp_stirlerr(a) : 0;
    return k;
}

/* The residual log(tail / y) of P(a, x) (upper = 0) or Q(a, x) (upper = 1) against y,
   0 < x < inf, a > 0, and its slope with respect to log x (tl_sp_resid_of; R = x^a e^-x /
   Gamma(a)). */
static double tl_sp_gamma_resid(double a, const tl_sp_gamma_k* k, double x, int upper, double y, double ly,
                                double* slope) {
    if (a < 1 && x < a + 1) {
        /* P = u (1 + a T), Q = -expm1(log u) - u a T, u = x^a / Gamma(a + 1) and
           T = sum_n>=1 (-x)^n / (n! (a + n)) < 0: no difference of nearly equal numbers */
        const double lu = a * log(x) - k->lga1;
        double t = 0, term = 1;
        for (int n = 1; n < 100; n++) {
            term *= -x / n;
            const double add = term / (a + n);
            t += add;
            if (fabs(add) <= 0x1p-56 * fabs(t)) break;
        }
        const double pw = pow(x, a) / k->ga1, u = pw > 0x1p-1000 ? pw : exp(lu);
        const double lr = lu + log(a) - x;
        if (upper) {
            const double q = -expm1(lu) - u * a * t;
            return tl_sp_resid_of(log(q), q, lr, 1, y, ly, slope);
        }
        return tl_sp_resid_of(lu + log1p(a * t), pw > 0x1p-1000 ? pw * (1 + a * t) : 0, lr, 0, y, ly, slope);
    }
    double lr, r = 0; /* R's log, and R where it is a normal double */
    if (a < 10) {
        /* R directly where it is a normal number: each factor within an ulp or so */
        r = x < 700 ? pow(x, a) * exp(-x) / k->ga : 0;
        if (!(r > 0x1p-1000)) r = 0;
        lr = r > 0 ? log(r) : a * log(x) - x - k->lga;
    } else {
        /* x^a e^-x / Gamma(a) = sqrt(a / 2pi) exp(a (log1p(t) - t) - stirlerr(a)), t = x/a - 1 */
        lr = a * tl_sp_log1pmx((x - a) / a, x / a) + k->lr0;
    }
    if (x < a + 1) {
        /* P = R / a sum_n>=0 x^n / ((a + 1) ... (a + n)) */
        double sum = 1, term = 1;
        for (int n = 1; n < 200000; n++) {
            term *= x / (a + n);
            sum += term;
            if (term <= 0x1p-56 * sum) break;
        }
        return tl_sp_resid(lr, r, sum / a, 0, upper, y, ly, slope);
    }
    /* Q = R h, h = 1/(x + 1 - a - 1 (1 - a)/(x + 3 - a - 2 (2 - a)/(x + 5 - a - ...))),
       evaluated forwards (Lentz's method) */
    double b = x + 1 - a, c = 1 / TL_SP_TINY, d = 1 / b, h = d;
    for (int i = 1; i < 200000; i++) {
        const double an = -i * (i - a);
        b += 2;
        d = an * d + b;
        if (fabs(d) < TL_SP_TINY) d = TL_SP_TINY;
        c = b + an / c;
        if (fabs(c) < TL_SP_TINY) c = TL_SP_TINY;
        d = 1 / d;
        const double del = d * c;
        h *= del;
        if (fabs(del - 1) <= 0x1p-54) break;
    }
    return tl_sp_resid(lr, r, h, 1, upper, y, ly, slope);
}

/* x with P(a, x) = y (upper = 0) or Q(a, x) = y (upper = 1), y <= 1/2 */
static double tl_sp_gamma_solve(double a, double y, int upper) {
    const tl_sp_gamma_k k = tl_sp_gamma_consts(a);
    const double ly = log(y);
    /* x^a / Gamma(a + 1) >= P: x0 = (y Gamma(a + 1))^(1/a) is at or below P's root */
    const double lpow = ((upper ? log1p(-y) : ly) + k.lga1) / a;
    if (!upper && lpow < -745.2) return 0.0;
    double x;
    const double c = 1 / (9 * a), z = (upper ? 1.4142135623730951 : -1.4142135623730951) * tl_sp_erfcinv(2 * y);
    const double base = 1 - c + z * sqrt(c), t = -ly - k.lga; /* far out Q ~ R / x: x - (a - 1) log x ~ t */
    if (a >= 1 && base > 0) x = a * base * base * base; /* Wilson and Hilferty */
    else if (upper && t > 1) x = t + (a - 1) * log(t);
    else x = exp(lpow);
    if (!upper && lpow > log(x)) x = exp(lpow);
    if (!(x > 0x1p-1074 && x < 0x1p1023)) x = !(x > 0x1p-1074) ? 0x1p-1074 : 0x1p1023;
    double lo = -745.2, hi = 709.8, v = log(x), last = INFINITY;
    for (int it = 0; it < 200; it++) {
        double slope;
        const double g = tl_sp_gamma_resid(a, &k, x, upper, y, ly, &slope);
        if (g == 0) break;
        const double next = tl_sp_root_step(v, g, slope, a - x, !upper, &lo, &hi), step = next - v;
        v = next;
        x = fabs(step) < 0.5 ? x * exp(step) : exp(v);
        if (tl_sp_converged(step, &last)) break;
    }
    return x;
}

/* SciPy's domain and ends: NaN for a NaN, a < 0 or p outside [0, 1]; P^-1(a, 0) = 0 and
   P^-1(a, 1) = inf for every a >= 0 (NaN between them for a = 0 or inf). */
static double tl_sp_gammaincinv(double a, double p) {
    if (!(a >= 0 && p >= 0 && p <= 1)) return NAN;
    if (p == 0) return 0.0;
    if (p == 1) return INFINITY;
    if (a == 0 || a == INFINITY) return NAN;
    return p <= 0.5 ? tl_sp_gamma_solve(a, p, 0) : tl_sp_gamma_solve(a, 1 - p, 1);
}

static double tl_sp_gammainccinv(double a, double q) {
    if (!(a >= 0 && q >= 0 && q <= 1)) return NAN;
    if (q == 0) return INFINITY;
    if (q == 1) return 0.0;
    if (a == 0 || a == INFINITY) return NAN;
    return q <= 0.5 ? tl_sp_gamma_solve(a, q, 1) : tl_sp_gamma_solve(a, 1 - q, 0);
}

/*@ betaincinv: inverses */
/* What the residual needs of a and b alone, computed once per inverse: with n = a + b,
   p = a / n, q = b / n, log B(a, b) = a log p + b log q - log sqrt(ab / n) + log sqrt(2 pi) +
   stirlerr(a) + stirlerr(b) - stirlerr(n) (DLMF 5.11.1 for each log Gamma; the larger of a and
   b times log1p of the other's share), 1 / B from tgamma for n < 20, else as exp(-log B) while
   |log B| < 50 (0 beyond), and lc, that log B without its first two terms, negated. */
typedef struct {
    double n, p, q, lbeta, inv_beta, lc;
} tl_sp_beta_k;

static tl_sp_beta_k tl_sp_beta_consts(double a, double b) {
    tl_sp_beta_k k;
    k.n = a + b;
    k.p = a / k.n;
    k.q = b / k.n;
    k.lc = 0.5 * log(a * (b / k.n)) - TL_SP_LS2PI - tl_sp_stirlerr(a) - tl_sp_stirlerr(b) + tl_sp_stirlerr(k.n);
    k.lbeta = (a <= b ? a * log(k.p) + b * log1p(-k.p) : a * log1p(-k.q) + b * log(k.q)) - k.lc;
    k.inv_beta = k.n < 20 ? tgamma(k.n) / tgamma(a) / tgamma(b) : fabs(k.lbeta) < 50 ? exp(-k.lbeta) : 0;
    return k;
}

/* log(x^a xc^b / B(a, b)), xc = 1 - x, and in *direct the value itself where it is computed
   as pow(x, a) pow(xc, b) / B(a, b) (a normal number; else 0 there). Beyond that,
   a (log1p(t) - t) + b (log1p(t') - t') + lc, t = x/p - 1, t' = xc/q - 1 = -(x - p)/q
   (a t + b t' = 0: its large terms cancel before it is computed). */
static double tl_sp_beta_logr(double a, double b, const tl_sp_beta_k* k, double x, double xc, double* direct) {
    /* the smaller of x and xc is the accurate one (the other is 1 minus it, rounded): the
       larger one's power is exp(its exponent times log1p of minus the smaller) */
    const int small = x <= 0.5;
    const double r = (small ? pow(x, a) * exp(b * log1p(-x)) : exp(a * log1p(-xc)) * pow(xc, b)) * k->inv_beta;
    if (r > 0x1p-1000 && r < 0x1p1000) {
        *direct = r;
        return log(r);
    }
    *direct = 0;
    const double d = small ? x - k->p : k->q - xc; /* x - p = q - xc */
    return a * tl_sp_log1pmx(d / k->p, x / k->p) + b * tl_sp_log1pmx(-d / k->q, xc / k->q) + k->lc;
}

/* I_x(a, b) a B(a, b) / (x^a (1-x)^b), for x < (a + 1) / (a + b + 2): the continued fraction
   1/(1+ d1/(1+ d2/(1+ ...))) of DLMF 8.17.22, evaluated forwards (Lentz's method). */
static double tl_sp_beta_cfrac(double a, double b, double x) {
    double c = 1, d = 0, h = 1; /* h: the denominator 1 + d1/(1 + ...) */
    for (int m = 0; m < 200000; m++) {
        /* d_2m+1, then d_2m+2 */
        for (int half = 0; half < 2; half++) {
            const double dn = half == 0 ? -(a + m) * (a + b + m) * x / ((a + 2 * m) * (a + 2 * m + 1))
                                        : (m + 1) * (b - m - 1) * x / ((a + 2 * m + 1) * (a + 2 * m + 2));
            d = 1 + dn * d;
            if (fabs(d) < TL_SP_TINY) d = TL_SP_TINY;
            c = 1 + dn / c;
            if (fabs(c) < TL_SP_TINY) c = TL_SP_TINY;
            d = 1 / d;
            h *= d * c;
        }
        if (fabs(d * c - 1) <= 0x1p-54) break;
    }
    return 1 / h;
}

/* The residual log(tail / y) of I_x(a, b) (upper = 0) or 1 - I_x(a, b) (upper = 1) against y,
   xc = 1 - x, both in (0, 1), and its slope with respect to logit x (tl_sp_resid_of). */
static double tl_sp_beta_resid(double a, double b, const tl_sp_beta_k* k, double x, double xc, int upper,
                               double y, double ly, double* slope) {
    double r;
    const double lr = tl_sp_beta_logr(a, b, k, x, xc, &r);
    if (x < (a + 1) / (a + b + 2)) return tl_sp_resid(lr, r, tl_sp_beta_cfrac(a, b, x) / a, 0, upper, y, ly, slope);
    return tl_sp_resid(lr, r, tl_sp_beta_cfrac(b, a, xc) / b, 1, upper, y, ly, slope);
}

/* x with I_x(a, b) = y (upper = 0) or 1 - I_x(a, b) = y (upper = 1), y <= 1/2, on w = logit x,
   carrying x and 1 - x each to its own relative accuracy. */
static double tl_sp_beta_solve(double a, double b, double y, int upper) {
    const tl_sp_beta_k k = tl_sp_beta_consts(a, b);
    const double ly = log(y);
    /* the tail's leading term, x^a / (a B) (or (1-x)^b / (b B)), set to y */
    const double lpow = (ly + log(upper ? b : a) + k.lbeta) / (upper ? b : a);
    if (lpow < -745.2) return upper ? 1.0 : 0.0;
    double x, xc;
    if (!upper) { x = fmin(exp(lpow), k.p); xc = 1 - x; }
    else { xc = fmin(exp(lpow), k.q); x = 1 - xc; }
    if (!(x > 0)) { x = 0x1p-1074; xc = 1; }
    if (!(xc > 0)) { xc = 0x1p-1074; x = 1; }
    double lo = -745.2, hi = 745.2, w = log(x) - log(xc), last = INFINITY;
    for (int it = 0; it < 200; it++) {
        double slope;
        const double g = tl_sp_beta_resid(a, b, &k, x, xc, upper, y, ly, &slope);
        if (g == 0) break;
        const double next = tl_sp_root_step(w, g, slope, a * xc - b * x, !upper, &lo, &hi), step = next - w;
        w = next;
        if (fabs(step) < 0.5) {
            /* x e^s / (xc + x e^s) and xc / (xc + x e^s) */
            const double e = exp(step), den = xc + x * e;
            x = x * e / den;
            xc = xc / den;
        } else {
            x = 1 / (1 + exp(-w));
            xc = 1 / (1 + exp(w));
        }
        if (tl_sp_converged(step, &last)) break;
    }
    return x;
}

/* SciPy's domain: NaN unless a > 0, b > 0 and 0 <= y <= 1; 0 at y = 0, 1 at y = 1; the limits
   1 for a = inf and 0 for b = inf (NaN for both). */
static double tl_sp_betaincinv(double a, double b, double y) {
    if (!(a > 0 && b > 0 && y >= 0 && y <= 1)) return NAN;
    if (y == 0) return 0.0;
    if (y == 1) return 1.0;
    if (a == INFINITY) return b == INFINITY ? NAN : 1.0;
    if (b == INFINITY) return 0.0;
    return y <= 0.5 ? tl_sp_beta_solve(a, b, y, 0) : tl_sp_beta_solve(a, b, 1 - y, 1);
}
