//! Modules of the previous guest ABI (2) keep running: the committed golden bundles were built
//! with it, so one of their modules is run directly with values ABI 2 has (same outputs as
//! recorded) and with the values only ABI 3 can pass (a list, a dict, a NumPy scalar, a str),
//! which must fail with an error that says why rather than trap or crash.
use std::path::PathBuf;

use twinlink::bundle::Bundle;
use twinlink::sandbox::interp;
use twinlink::value::GuestValue;
use twinlink::Error;

fn arithmetic() -> Bundle {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("wasm/golden/arithmetic.tlbundle");
    Bundle::read(&path).expect("the golden bundle reads")
}

#[test]
fn an_abi_2_module_runs_and_refuses_abi_3_values_clearly() -> anyhow::Result<()> {
    let b = arithmetic();
    let h = &b.header;
    assert_eq!(h.abi_version, 2, "the golden bundles were built with guest ABI 2");
    let wasm = b.blob(&h.module, "module")?;
    let limits = h.limits.limits()?;
    let constants: Vec<GuestValue> = h
        .constants
        .iter()
        .map(|c| b.value(c, "constant"))
        .collect::<twinlink::Result<_>>()?;
    let inputs: Vec<GuestValue> = h
        .inputs
        .iter()
        .map(|e| b.value(&e.value, &e.name))
        .collect::<twinlink::Result<_>>()?;
    let outputs = interp::run_once(wasm, &limits, h.n_inputs, h.n_outputs, &constants, &inputs)?;
    for (got, e) in outputs.iter().zip(&h.outputs) {
        assert_eq!(twinlink::bundle::digest(got), e.sha256, "output {}", e.name);
    }
    let abi3_values = [
        (GuestValue::List(vec![GuestValue::Int(1)]), "lists"),
        (GuestValue::Dict(vec![("k".into(), GuestValue::None)]), "dicts"),
        (
            GuestValue::Scalar {
                typenum: 12,
                data: 1.5f64.to_le_bytes().to_vec(),
            },
            "NumPy scalars",
        ),
        (GuestValue::Str("s".into()), "str values"),
    ];
    for (value, what) in abi3_values {
        let mut args = inputs.clone();
        args[0] = value.clone();
        match interp::run_once(wasm, &limits, h.n_inputs, h.n_outputs, &constants, &args) {
            Err(Error::Marshal(m)) => {
                assert!(m.contains("speaks guest ABI 2") && m.contains(what), "{value:?}: {m}");
            }
            other => panic!("{value:?} into an ABI 2 module: {other:?}"),
        }
    }
    Ok(())
}
