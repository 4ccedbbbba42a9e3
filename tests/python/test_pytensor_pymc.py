"""PyMC models' logp and dlogp through the PyTensor bridge against PyTensor's own C backend
(Mode(linker="cvm")). PyMC is not a dependency of twinlink: skipped when it is not installed
(PyMC 5.28 needs PyTensor 2.38, so it lives in an environment of its own)."""
import warnings

import numpy as np
import pytest

pm = pytest.importorskip("pymc")
import pytensor  # noqa: E402
import pytensor.tensor as pt  # noqa: E402
from pytensor.compile.mode import Mode  # noqa: E402

import twinlink.pytensor as tp  # noqa: E402  (registers the modes)

warnings.filterwarnings("ignore", message=".*BLAS.*")
CVM = Mode(linker="cvm")
MODES = {"native": "TWINLINK", "wasm": "TWINLINK_WASM"}


def linear_regression():
    rng = np.random.default_rng(1)
    X = rng.normal(size=(100, 3))
    y = X @ [1.0, -2.0, 0.5] + 0.3 + rng.normal(scale=0.5, size=100)
    with pm.Model() as m:
        b = pm.Normal("b", 0, 10, shape=3)
        a = pm.Normal("a", 0, 10)
        s = pm.HalfNormal("s", 1)
        pm.Normal("y", a + pm.math.dot(X, b), s, observed=y)
    return m


def eight_schools():
    y = np.array([28.0, 8, -3, 7, -1, 1, 18, 12])
    sigma = np.array([15.0, 10, 16, 11, 9, 11, 10, 18])
    with pm.Model() as m:
        mu = pm.Normal("mu", 0, 5)
        tau = pm.HalfCauchy("tau", 5)
        th = pm.Normal("theta_t", 0, 1, shape=8)
        pm.Normal("obs", mu + tau * th, sigma, observed=y)
    return m


def poisson_glm():
    rng = np.random.default_rng(2)
    x = rng.normal(size=150)
    y = rng.poisson(np.exp(0.5 + 0.8 * x))
    with pm.Model() as m:
        a = pm.Normal("a", 0, 5)
        b = pm.Normal("b", 0, 5)
        pm.Poisson("y", mu=pm.math.exp(a + b * x), observed=y)
    return m


def dirichlet_categorical():
    """Natively its dlogp needs a module to run an Add before an in-place Neg of the view it
    reads (PyTensor's destroy orderings)."""
    y = np.random.default_rng(3).choice(4, size=80, p=[0.1, 0.2, 0.3, 0.4])
    with pm.Model() as m:
        p = pm.Dirichlet("p", a=np.ones(4))
        pm.Categorical("y", p=p, observed=y)
    return m


def batched_dirichlet_categorical():
    """Three Dirichlet rows: its Softmax, LogSoftmax and SoftmaxGrad run along axis 1 of a
    matrix (PyTensor 2.38's C walks lanes with NpyIter's multi-index API; a vector's Softmax
    walks every element instead)."""
    y = np.random.default_rng(4).choice(4, size=(50, 3), p=[0.1, 0.2, 0.3, 0.4])
    with pm.Model() as m:
        p = pm.Dirichlet("p", a=np.ones((3, 4)))
        pm.Categorical("y", p=p, observed=y)
    return m


def correlated_groups():
    """LKJCholeskyCov, MvNormal by its Cholesky factor and by a covariance, and group slopes
    indexed by an integer vector: Cholesky, triangular solves, the diagonal set by integer
    arrays and rows of a matrix incremented by an index vector (in the gradient), none of
    which PyTensor has C for: the bridge's own (twinlink/pytensor/linalg.py, indexing.py)."""
    rng = np.random.default_rng(5)
    g, X = rng.integers(0, 4, 60), rng.normal(size=(60, 3))
    with pm.Model() as m:
        chol, _, _ = pm.LKJCholeskyCov("chol", n=3, eta=2.0, sd_dist=pm.Exponential.dist(1.0), compute_corr=True)
        beta = pm.MvNormal("beta", mu=np.zeros(3), chol=chol, shape=(4, 3))
        pm.MvNormal("z", mu=np.zeros(3), cov=pm.math.dot(chol, chol.T) + np.eye(3), shape=(5, 3))
        pm.Normal("y", mu=(X * beta[g]).sum(-1), sigma=1.0, observed=rng.normal(size=60))
    return m


def batched_covariances():
    """MvNormal with a (3, 4, 4) batch of covariances: Blockwise Cholesky and triangular solves
    (linalg.BatchedLinalg), and in its gradient Blockwise ARange, Alloc and set_subtensor
    (blockwise.Batched)."""
    rng = np.random.default_rng(4)
    corr = np.array([[1, .3, .1, 0], [.3, 1, .2, .1], [.1, .2, 1, .3], [0, .1, .3, 1]])
    with pm.Model() as m:
        sd = pm.HalfNormal("sd", 1.0, shape=(3, 4))
        pm.MvNormal("y", mu=np.zeros(4), cov=sd[:, :, None] * corr * sd[:, None, :], observed=rng.normal(size=(10, 3, 4)))
    return m


def garch():
    """GARCH(1,1) with free parameters: its logp computes the volatility recursion with a Scan,
    and its dlogp runs the gradient's Scan."""
    rng = np.random.default_rng(3)
    with pm.Model() as m:
        omega = pm.HalfNormal("omega", 0.5)
        alpha, beta = pm.Beta("alpha", 2, 5), pm.Beta("beta", 2, 5)
        pm.GARCH11("r", omega=omega, alpha_1=alpha, beta_1=beta, initial_vol=0.5, observed=rng.normal(size=80) * 0.5,
                   shape=80)
    return m


def gaussian_process():
    """A marginal GP with an ExpQuad kernel: the kernel matrix, its Cholesky and solves."""
    rng = np.random.default_rng(6)
    X = np.linspace(0, 1, 15)[:, None]
    with pm.Model() as m:
        ls = pm.Gamma("ls", 2.0, 1.0)
        eta = pm.HalfNormal("eta", 1.0)
        gp = pm.gp.Marginal(cov_func=eta**2 * pm.gp.cov.ExpQuad(1, ls))
        gp.marginal_likelihood("y", X=X, y=np.sin(6 * X[:, 0]) + rng.normal(scale=0.1, size=15), sigma=0.1)
    return m


def censored_truncated_mixture():
    """Censored and truncated normals (normal_lcdf, log_diff_exp) and a normal mixture
    (logsumexp)."""
    rng = np.random.default_rng(7)
    with pm.Model() as m:
        mu = pm.Normal("mu")
        pm.Censored("c", pm.Normal.dist(mu, 1.0), lower=-1.0, upper=1.0, observed=np.clip(rng.normal(size=20), -1, 1))
        pm.Truncated("t", pm.Normal.dist(mu, 1.0), lower=-1.0, upper=2.0, observed=rng.uniform(-1, 2, 20))
        w = pm.Dirichlet("w", np.ones(2))
        loc = pm.Normal("loc", [-1.0, 1.0], 1.0, shape=2)
        pm.NormalMixture("x", w=w, mu=loc, sigma=1.0, observed=rng.normal(size=20))
    return m


def ordered_logistic():
    """Cutpoints with the ordered transform (cumsum of exp) in an ordered logistic."""
    rng = np.random.default_rng(8)
    with pm.Model() as m:
        cut = pm.Normal("cut", np.arange(3.0), 1.0, shape=3, transform=pm.distributions.transforms.ordered)
        pm.OrderedLogistic("y", eta=0.0, cutpoints=cut, observed=rng.integers(0, 4, 30))
    return m


def lkj_correlation():
    """An LKJ prior on a correlation matrix, whose logp checks the matrix with PyMC's
    PosDefMatrix (printed MatrixIsPositiveDefinite: scipy.linalg.cholesky under cvm), and
    normal observations with that correlation."""
    rng = np.random.default_rng(9)
    with pm.Model() as m:
        corr = pm.LKJCorr("corr", n=3, eta=2.0, return_matrix=True)
        pm.MvNormal("y", mu=np.zeros(3), cov=corr, observed=rng.normal(size=(20, 3)))
    return m


def circular_and_rice():
    """A von Mises likelihood with a free concentration (PyTensor's I0 in logp, I1 in dlogp)
    and a Rice likelihood (PyMC's own i0e in logp and i1e in dlogp): each runs as special.c's
    C, not as SciPy on the host."""
    rng = np.random.default_rng(10)
    with pm.Model() as m:
        kappa = pm.HalfNormal("kappa", 5.0)
        pm.VonMises("angles", mu=0.3, kappa=kappa, observed=rng.vonmises(0.3, 2.0, 30))
        nu, sigma = pm.HalfNormal("nu", 3.0), pm.HalfNormal("sigma", 1.0)
        pm.Rice("r", nu=nu, sigma=sigma, observed=np.abs(rng.normal(2.0, 1.0, 30)))
    return m


def logdet_potential():
    """A log-determinant term (pm.math.logdet, PyMC's LogDet: the sum of the logs of the
    singular values) on a free matrix; its gradient is PyMC's inverse transposed."""
    with pm.Model() as m:
        w = pm.Normal("w", 0.0, 0.3, shape=(3, 3))
        pm.Potential("ld", pm.math.logdet(w + 2.0 * np.eye(3)))
    return m


def continuous_families():
    """Eleven continuous likelihoods sharing two free parameters: Weibull, Wald, Kumaraswamy,
    LogitNormal, Gumbel, Moyal, Pareto, InverseGamma, Logistic, Laplace and Triangular (their
    logps take logs, exps, log1p and powers of the parameters)."""
    rng = np.random.default_rng(11)
    with pm.Model() as m:
        a, b = pm.Gamma("a", 2.0, 1.0), pm.Gamma("b", 2.0, 1.0)
        pm.Weibull("weibull", alpha=a, beta=b, observed=rng.weibull(2.0, 20) + 0.1)
        pm.Wald("wald", mu=a, lam=b, observed=rng.wald(1.0, 2.0, 20))
        pm.Kumaraswamy("kumaraswamy", a=a, b=b, observed=rng.uniform(0.05, 0.95, 20))
        pm.LogitNormal("logitnormal", mu=0.0, sigma=a, observed=rng.uniform(0.05, 0.95, 20))
        pm.Gumbel("gumbel", mu=0.0, beta=b, observed=rng.gumbel(size=20))
        pm.Moyal("moyal", mu=0.0, sigma=b, observed=rng.normal(size=20))
        pm.Pareto("pareto", alpha=a, m=0.5, observed=rng.pareto(2.0, 20) + 1.0)
        pm.InverseGamma("invgamma", alpha=a, beta=b, observed=rng.gamma(2.0, 1.0, 20))
        pm.Logistic("logistic", mu=0.0, s=b, observed=rng.logistic(size=20))
        pm.Laplace("laplace", mu=0.0, b=b, observed=rng.laplace(size=20))
        pm.Triangular("triangular", lower=-3.0, c=0.0, upper=3.0, observed=rng.uniform(-2.0, 2.0, 20))
    return m


def discrete_families():
    """Discrete likelihoods: Bernoulli and Binomial on the logit scale, Geometric, DiscreteWeibull,
    HyperGeometric (its logp a sum of betaln), a zero-inflated Poisson and a NegativeBinomial."""
    rng = np.random.default_rng(12)
    zeros = rng.poisson(2.0, 40)
    zeros[:10] = 0
    with pm.Model() as m:
        lp = pm.Normal("lp", 0.0, 1.0)
        psi, mu, alpha = pm.Beta("psi", 2.0, 2.0), pm.Gamma("mu", 2.0, 1.0), pm.Exponential("alpha", 1.0)
        pm.Bernoulli("bernoulli", logit_p=lp, observed=rng.integers(0, 2, 30))
        pm.Binomial("binomial", n=10, logit_p=lp, observed=rng.integers(0, 11, 30))
        pm.Geometric("geometric", p=pm.math.sigmoid(lp), observed=rng.integers(1, 5, 30))
        pm.DiscreteWeibull("dweibull", q=0.5, beta=pm.math.exp(lp), observed=rng.integers(0, 5, 30))
        pm.HyperGeometric("hypergeometric", N=20, k=10, n=5, observed=rng.integers(0, 6, 10))
        pm.ZeroInflatedPoisson("zip", psi=psi, mu=mu, observed=zeros)
        pm.NegativeBinomial("negbin", mu=mu, alpha=alpha, observed=rng.poisson(3.0, 30))
    return m


def skewed_and_heavy_tails():
    """A robust regression (StudentT with a free degrees of freedom) and skewed likelihoods:
    SkewNormal (log(1 + erf)), ExGaussian (a normal log-CDF: erfc, erfcx) and
    AsymmetricLaplace."""
    rng = np.random.default_rng(13)
    x = rng.normal(size=50)
    with pm.Model() as m:
        b = pm.Normal("b", 0.0, 5.0, shape=2)
        nu, s = pm.Gamma("nu", 2.0, 0.1), pm.HalfCauchy("s", 1.0)
        pm.StudentT("robust", nu=nu, mu=b[0] + b[1] * x, sigma=s, observed=2.0 * x + rng.standard_t(3.0, 50))
        skew, loc = pm.Normal("skew", 0.0, 2.0), pm.Normal("loc", 0.0, 2.0)
        pm.SkewNormal("skewnormal", mu=loc, sigma=s, alpha=skew, observed=rng.normal(size=30))
        pm.ExGaussian("exgaussian", mu=loc, sigma=s, nu=1.0, observed=rng.normal(size=30) + 1.0)
        pm.AsymmetricLaplace("asymlaplace", kappa=1.5, mu=loc, b=s, observed=rng.normal(size=30))
    return m


def mixture_of_families():
    """A two-component mixture of a Normal and a StudentT with Dirichlet weights (logsumexp over
    the components' logps)."""
    rng = np.random.default_rng(14)
    with pm.Model() as m:
        w = pm.Dirichlet("w", np.ones(2))
        mu, lam = pm.Normal("mu", 0.0, 1.0), pm.Gamma("lam", 2.0, 1.0)
        components = [pm.Normal.dist(mu, 1.0), pm.StudentT.dist(nu=4.0, mu=0.0, sigma=lam)]
        pm.Mixture("y", w=w, comp_dists=components, observed=rng.normal(size=30))
    return m


MODELS = {"linear_regression": linear_regression, "eight_schools": eight_schools, "poisson_glm": poisson_glm,
          "dirichlet_categorical": dirichlet_categorical, "batched_dirichlet_categorical": batched_dirichlet_categorical,
          "correlated_groups": correlated_groups, "garch": garch, "batched_covariances": batched_covariances,
          "gaussian_process": gaussian_process, "censored_truncated_mixture": censored_truncated_mixture,
          "ordered_logistic": ordered_logistic, "lkj_correlation": lkj_correlation,
          "circular_and_rice": circular_and_rice, "logdet_potential": logdet_potential,
          "continuous_families": continuous_families, "discrete_families": discrete_families,
          "skewed_and_heavy_tails": skewed_and_heavy_tails, "mixture_of_families": mixture_of_families}
# Models with linear algebra, which PyTensor computes with LAPACK and the bridge with twinlink's
# kernels (other orders of rounding): the ulps allowed. The GP's kernel matrix (15 points of
# [0, 1], noise 0.1^2) has a condition number of 540 to 5,600 at the points tested, which
# multiplies the rounding (a dlogp element differed by 38,000 ulp, 8.6e-12 relative).
LINALG_ULPS = {"correlated_groups": 4096, "batched_covariances": 4096, "gaussian_process": 2**17,
               "lkj_correlation": 4096, "logdet_potential": 4096}
# Models whose gradient cancels: PyTensor compiles its C with -mfma and gcc's default
# contraction (cvm's fused loops round a*b + c once), twinlink without (twice). In
# discrete_families the gradient for lp holds Binomial's sum(y) - n N sigmoid(lp) (n N = 300),
# terms of about 150 whose sum with the other likelihoods' is 12 to 37 in magnitude at the points
# tested, so one rounding of a term moves it by several ulp of the largest element (measured 7;
# the same with c_libm=False, so not the math library; in a Binomial-only model both backends
# were within 2e-15 relative of mpmath's gradient where it is not near its zero).
AMPLIFIED_ULPS = {"discrete_families": 32}


def _points(model):
    start = model.initial_point()
    rng = np.random.default_rng(7)
    return [start] + [{k: v + rng.normal(scale=0.5, size=np.shape(v)) for k, v in start.items()} for _ in range(4)]


@pytest.mark.parametrize("name", sorted(MODELS))
def test_logp_and_dlogp_match_pytensor_c(name, target):
    """Values held across calls (as PyMC's samplers hold them) match PyTensor's C backend:
    logp within 4 ulp, dlogp elements within 4 ulp of the gradient's largest element (some
    elements cancel to about 1e-16, where a relative bound means nothing). A model with
    linear algebra, which PyTensor computes with LAPACK and the bridge with twinlink's
    kernels (other orders of rounding), within LINALG_ULPS (4096 ulp, about 1e-12 relative,
    for a well-conditioned matrix); a model whose gradient cancels, within AMPLIFIED_ULPS."""
    ulps = {**LINALG_ULPS, **AMPLIFIED_ULPS}.get(name, 4)
    model = MODELS[name]()
    points = _points(model)
    logp, dlogp = model.compile_logp(mode=MODES[target]), model.compile_dlogp(mode=MODES[target])
    ref_logp, ref_dlogp = model.compile_logp(mode=CVM), model.compile_dlogp(mode=CVM)
    held = [(logp(p), dlogp(p)) for p in points]
    for p, (lp, dlp) in zip(points, held):
        want_lp, want_dlp = ref_logp(p), ref_dlogp(p)
        np.testing.assert_allclose(lp, want_lp, rtol=ulps * np.finfo(float).eps, atol=0)
        scale = float(np.max(np.abs(want_dlp)))
        np.testing.assert_allclose(dlp, want_dlp, rtol=0, atol=ulps * np.spacing(scale))


@pytest.mark.parametrize("name", sorted(MODELS))
def test_logp_and_dlogp_are_the_same_bits_on_both_targets(name):
    """The bridge's C-library math (TwinlinkLinker's c_libm) makes PyTensor's exp, log1p, ...
    twinlink's on both targets, so a model's logp and dlogp agree bit for bit (glibc's and
    musl's exp and log1p made eight schools and Dirichlet + Categorical differ before)."""
    model = MODELS[name]()
    points = _points(model)
    values = {}
    for target, mode in MODES.items():
        logp, dlogp = model.compile_logp(mode=mode), model.compile_dlogp(mode=mode)
        values[target] = [(np.asarray(logp(p)).tobytes(), np.asarray(dlogp(p)).tobytes()) for p in points]
    assert values["native"] == values["wasm"]


def test_a_model_with_linear_algebra_is_one_module(target):
    """correlated_groups' logp and dlogp: every node C, one module each (before the bridge
    had C for linalg and advanced indexing: 5 and 19 Python nodes between 6 and more modules)."""
    model = correlated_groups()
    for f in (model.compile_logp(mode=MODES[target]), model.compile_dlogp(mode=MODES[target])):
        rep = tp.report(f.f)
        assert rep["python_nodes"] == [] and rep["modules"] == 1, rep


@pytest.mark.parametrize("name", ["batched_covariances", "gaussian_process", "censored_truncated_mixture",
                                  "ordered_logistic", "lkj_correlation", "circular_and_rice", "logdet_potential"])
def test_these_models_are_one_module(name, target):
    """logp and dlogp (batched_covariances' gradient vectorises an OpFromGraph into Blockwise
    nodes of ARange, Alloc and AdvancedSetSubtensor: blockwise.Batched; lkj_correlation's
    logp has PyMC's PosDefMatrix: linalg.KernelLinalg's "posdef"; circular_and_rice's special
    functions: special.SpecialC; logdet_potential's PyMC LogDet: linalg.KernelLinalg's "logdet")."""
    model = MODELS[name]()
    for f in (model.compile_logp(mode=MODES[target]), model.compile_dlogp(mode=MODES[target])):
        rep = tp.report(f.f)
        assert rep["python_nodes"] == [] and rep["modules"] == 1, rep


def test_a_scan_models_loop_body_runs_on_the_target(target):
    """garch's Scans: the loop is PyTensor's, its body a twinlink function on the target (in
    the sandbox on wasm), all of it C."""
    model = garch()
    for f in (model.compile_logp(mode=MODES[target]), model.compile_dlogp(mode=MODES[target])):
        rep = tp.report(f.f)
        assert rep["scans"] and all(s["target"] == target and s["c_nodes"] and not s["python_nodes"]
                                    for s in rep["scans"]), rep


def test_an_invalid_parameter_raises_pymcs_own_error(target):
    """PyMC's parameter checks (CheckAndRaise with its ParameterValueError) raise that class
    on both targets, as under PyTensor's C backend (the sandbox raised its builtin base
    ValueError before exception classes crossed by name)."""
    from pymc.logprob.utils import ParameterValueError  # PyMC is optional: imported here

    sigma, value = pt.dscalar("sigma"), pt.dvector("value")
    logp = pm.logp(pm.Normal.dist(0.0, sigma), value)
    for mode in (MODES[target], CVM):
        f = pytensor.function([sigma, value], logp, mode=mode)
        np.testing.assert_allclose(f(1.0, np.zeros(2)), [-0.5 * np.log(2 * np.pi)] * 2)
        with pytest.raises(ParameterValueError, match="sigma > 0") as info:
            f(-1.0, np.zeros(2))
        assert type(info.value) is ParameterValueError


def test_pymcs_positive_definite_check_is_c_with_scipys_answers_and_errors(target):
    """PyMC's PosDefMatrix (Wishart's and LKJCorr's logp) as C: scipy.linalg.cholesky's
    verdict (it reads the upper triangle) and its errors, as under cvm."""
    from pymc.distributions.multivariate import matrix_pos_def  # PyMC is optional: imported here

    X = pt.dmatrix("X")
    f = pytensor.function([X], matrix_pos_def(X), mode=MODES[target])
    ref = pytensor.function([X], matrix_pos_def(X), mode=CVM)
    assert tp.report(f)["python_nodes"] == []
    cases = [np.eye(3), np.array([[1.0, 5], [0, -1]]), np.array([[1.0, 0], [5, 1]]), np.zeros((0, 0)),
             np.array([[2.0, 1], [1, 2]])[:, ::-1], np.array([[4.0, 2, 0], [2, 5, 3], [0, 3, 10]])]
    for a in cases:
        want = ref(a)
        got = f(a)
        assert got.dtype == want.dtype and got.shape == () and bool(got) == bool(want), a
    for bad in (np.ones((2, 3)), np.array([[1.0, np.nan], [0, 1]]), np.array([[np.inf, 0.0], [0, 1]])):
        with pytest.raises(ValueError) as want:
            ref(bad)
        with pytest.raises(ValueError) as got:
            f(bad)
        assert str(got.value).splitlines()[0] == str(want.value).splitlines()[0]


def test_pymcs_logdet_is_c_with_its_values_and_errors(target):
    """pm.math.logdet (PyMC's LogDet: NumPy's singular values, the sum of their logs): one C
    node, cvm's values for square and rectangular matrices, -inf for an exactly singular one
    (as np.linalg.slogdet gives it; LAPACK's SVD leaves a singular value of rounding noise
    there, about 1e-16, so cvm gives about -35), and PyMC's ValueError for a NaN element
    (NumPy's SVD does not converge)."""
    x = pt.dmatrix("x")
    f = pytensor.function([x], pm.math.logdet(x), mode=MODES[target])
    ref = pytensor.function([x], pm.math.logdet(x), mode=CVM)
    rep = tp.report(f)
    assert rep["python_nodes"] == [] and rep["modules"] == 1, rep
    rng = np.random.default_rng(12)
    for a in (rng.normal(size=(4, 4)), rng.normal(size=(3, 5)), np.zeros((0, 0))):
        np.testing.assert_allclose(f(a), ref(a), rtol=1e-13)
    singular = np.array([[1.0, 2.0], [2.0, 4.0]])
    assert f(singular) == np.linalg.slogdet(singular)[1] == -np.inf and np.isfinite(ref(singular))
    with pytest.raises(ValueError) as want:
        ref(np.array([[np.nan, 1.0], [1.0, 1.0]]))
    with pytest.raises(ValueError, match="^" + str(want.value).split("[")[0].rstrip()):
        f(np.array([[np.nan, 1.0], [1.0, 1.0]]))


def test_icdfs_through_the_incomplete_gamma_and_beta_inverses_are_c(target):
    """pm.icdf of Gamma, InverseGamma and ChiSquared (gammaincinv / gammainccinv), Beta, StudentT
    and HalfStudentT (betaincinv): one module of C each (special.SpecialC), cvm's values (which
    run SciPy) within 1e-12."""
    q = pt.dvector("q")
    v = np.concatenate([np.linspace(0.01, 0.99, 15), [1e-9, 0.5, 1 - 1e-9]])
    for dist in (pm.Gamma.dist(alpha=2.5, beta=1.5), pm.InverseGamma.dist(alpha=3.0, beta=2.0),
                 pm.ChiSquared.dist(nu=4.0), pm.Beta.dist(alpha=0.7, beta=3.0),
                 pm.StudentT.dist(nu=3.0, mu=1.0, sigma=2.0), pm.HalfStudentT.dist(nu=5.0, sigma=1.5)):
        icdf = pm.icdf(dist, q)
        f = pytensor.function([q], icdf, mode=MODES[target])
        rep = tp.report(f)
        assert rep["python_nodes"] == [] and rep["modules"] == 1, (dist, rep)
        np.testing.assert_allclose(f(v), pytensor.function([q], icdf, mode=CVM)(v), rtol=1e-12)


def test_interpolated_and_its_splines_are_c(target):
    """pm.Interpolated's logp and dlogp (PyMC's SplineWrapper of SciPy's linear spline, its
    gradient the derivative's): one module of C, cvm's values (SciPy's splev) within 1 ulp of
    1 and the same NaNs. SplineWrapper of other SciPy splines, degrees 1 to 5, interpolating
    and smoothing, each extrapolation mode: within 2 ulp of the spline's largest value, float32
    too; mode 2's error for a point outside, as SciPy's."""
    from scipy.interpolate import InterpolatedUnivariateSpline, UnivariateSpline

    from pymc.distributions.dist_math import SplineWrapper  # PyMC is optional: imported here

    v = pt.dvector("v")
    xp = np.linspace(-3, 3, 41)
    logp = pm.logp(pm.Interpolated.dist(x_points=xp, pdf_points=np.exp(-xp ** 2 / 2) * (1 + 0.3 * np.sin(3 * xp))), v)
    outs = [logp, pytensor.grad(logp.sum(), v)]
    f = pytensor.function([v], outs, mode=MODES[target])
    rep = tp.report(f)
    assert rep["python_nodes"] == [] and rep["modules"] == 1, rep
    pts = np.concatenate([np.random.default_rng(0).uniform(-3.5, 3.5, 60), xp[::4], [np.nan, -3.0, 3.0]])
    for got, want in zip(f(pts), pytensor.function([v], outs, mode=CVM)(pts)):
        # the same infinities (logp is -inf outside the points' range) and NaNs; the finite
        # values within 1 ulp of the largest finite one
        finite = np.isfinite(want)
        assert finite.any() and np.array_equal(got[~finite], want[~finite], equal_nan=True), (got, want)
        np.testing.assert_allclose(got[finite], want[finite], rtol=0, atol=2.3e-16 * np.abs(want[finite]).max())

    rng = np.random.default_rng(1)
    xs = np.sort(rng.uniform(0, 10, 30))
    ys = np.sin(xs) + rng.normal(0, 0.1, 30)
    # Every spline an output of one Function per dtype (one module, not one per spline).
    splines = [(f"k={k} ext={ext} {kind}", spline)
               for k in range(1, 6) for ext in (0, 1, 3)
               for kind, spline in (("interpolating", InterpolatedUnivariateSpline(xs, ys, k=k, ext=ext)),
                                    ("smoothing", UnivariateSpline(xs, ys, k=k, s=0.5, ext=ext)))]
    for dtype in ("float64", "float32"):
        x = pt.vector("x", dtype=dtype)
        g = pytensor.function([x], [SplineWrapper(spline)(x) for _, spline in splines], mode=MODES[target])
        rep = tp.report(g)
        assert rep["python_nodes"] == [] and rep["modules"] == 1, rep
        pts = np.concatenate([rng.uniform(xs[0], xs[-1], 100), xs, [-1.0, 11.0, np.nan]]).astype(dtype)
        outs = g(pts)
        assert len(outs) == len(splines) == 30
        for got, (what, spline) in zip(outs, splines):
            want = spline(pts.astype(float)).astype(dtype)
            ulp = np.finfo(dtype).eps * np.nanmax(np.abs(want))
            assert got.dtype == want.dtype and np.array_equal(np.isnan(got), np.isnan(want)), f"{what} {dtype}"
            np.testing.assert_allclose(got, want, rtol=0, atol=2 * ulp, err_msg=f"{what} {dtype}")
    outside = SplineWrapper(InterpolatedUnivariateSpline(xs, ys, k=3, ext=2))
    g = pytensor.function([v], outside(v), mode=MODES[target])
    np.testing.assert_allclose(g(xs[:3]), outside.spline(xs[:3]), rtol=1e-15)
    with pytest.raises(ValueError, match="^Found x value not in the domain"):
        g(np.array([1.0, 20.0]))


def _nuts(mode, cores):
    """NUTS on linear_regression, its logp and dlogp compiled in `mode`: the draws of b, a and s."""
    with linear_regression():
        idata = pm.sample(150, tune=150, chains=2, cores=cores, random_seed=5, progressbar=False,
                          compute_convergence_checks=False, compile_kwargs={"mode": mode})
    return {k: idata.posterior[k].values for k in ("b", "a", "s")}


def test_nuts_draws_are_the_same_bits_on_both_targets_and_cvms_posterior():
    """pm.sample as a user runs it, two chains in two worker processes (PyMC's forkserver
    pickles the step method with its compiled Functions for them): the two targets draw the
    same bits, a target's draws are the same in one process as in workers, and the posterior
    means are cvm's (within a tenth of a posterior standard deviation, as the samplers walk
    the same path until a rounding difference in logp changes one accept decision; here they
    agree to about 1e-5)."""
    native, wasm = _nuts(MODES["native"], 2), _nuts(MODES["wasm"], 2)
    for k in native:
        assert native[k].tobytes() == wasm[k].tobytes(), k
    one_process = _nuts(MODES["wasm"], 1)
    assert all(one_process[k].tobytes() == wasm[k].tobytes() for k in wasm)
    ref = _nuts(CVM, 2)
    for k, want in ref.items():
        sd = want.std(axis=(0, 1))
        assert np.all(np.abs(native[k].mean(axis=(0, 1)) - want.mean(axis=(0, 1))) <= 0.1 * sd), k
